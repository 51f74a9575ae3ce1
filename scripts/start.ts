import path from 'node:path';
import { buildAll } from './lib/build';
import { repoRoot } from './lib/apps';
import { startProduct } from './lib/product';

// `pnpm start`: builds every app in production mode, then serves the product on localhost with the
// local Google stand-in (or Google itself when GOOGLE_CLIENT_ID is set).
async function main() {
  const skipBuild = process.argv.includes('--no-build');
  const resetEmulator = process.argv.includes('--reset');
  if (!skipBuild) {
    console.log('Building the shell and the four remotes…');
    await buildAll({ quiet: true });
  }
  const product = await startProduct({
    googleClientId: process.env.GOOGLE_CLIENT_ID,
    emulator: { dataDir: path.join(repoRoot, 'emulator/.data'), reset: resetEmulator },
  });
  for (const [name, server] of Object.entries(product.servers)) {
    console.log(`  ${name.padEnd(14)} ${server.origin}`);
  }
  // The origin the apps are configured with (localhost), not the address it listens on.
  if (product.emulator) console.log(`  ${'google (local)'.padEnd(14)} ${product.config.api.gmail}`);
  console.log(`\nOpen ${product.shellUrl} in your browser. Ctrl+C stops everything.`);

  const stop = async () => {
    await product.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
