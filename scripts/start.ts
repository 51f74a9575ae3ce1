import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildAll } from './lib/build';
import { googleHostsChromiumArgs } from './lib/google-stand-in';
import { repoRoot } from './lib/apps';
import { ensureNginx } from './lib/nginx';
import { startProduct } from './lib/product';

/** The client id `--google-stand-in` uses when GOOGLE_CLIENT_ID is not set. */
const STAND_IN_CLIENT_ID = 'stand-in.apps.googleusercontent.com';

// `pnpm start`: builds every app in production mode, then serves the product on localhost with the
// local Google stand-in (or Google itself when GOOGLE_CLIENT_ID is set). `--google-stand-in`: Google
// mode, with the stand-in on Google's own host names, for a Chromium started with the printed flags.
// `--server nginx`: the same build served through nginx, as `pnpm deploy:write` writes it.
async function main() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      reset: { type: 'boolean', default: false },
      'google-stand-in': { type: 'boolean', default: false },
      server: { type: 'string', default: 'node' },
    },
  });
  const skipBuild = values['no-build'];
  const resetEmulator = values.reset;
  const googleStandIn = values['google-stand-in'];
  const server = values.server;
  if (server !== 'node' && server !== 'nginx')
    throw new Error(`--server is node or nginx, not ${server}`);
  if (server === 'nginx' && !ensureNginx())
    throw new Error(
      'nginx is not installed, and could not be installed: install it, or set NGINX_PATH.',
    );
  if (!skipBuild) {
    console.log('Building the shell and the four remotes…');
    await buildAll({ quiet: true });
  }
  const product = await startProduct({
    googleClientId:
      process.env.GOOGLE_CLIENT_ID ?? (googleStandIn ? STAND_IN_CLIENT_ID : undefined),
    googleStandIn,
    server,
    emulator: { dataDir: path.join(repoRoot, 'emulator/.data'), reset: resetEmulator },
  });
  for (const [name, server] of Object.entries(product.servers)) {
    console.log(`  ${name.padEnd(14)} ${server.origin}`);
  }
  // The origin the apps are configured with (localhost), not the address it listens on.
  const googleHosts = product.emulator?.googleHosts;
  if (product.emulator && !googleHosts)
    console.log(`  ${'google (local)'.padEnd(14)} ${product.config.api.gmail}`);
  if (googleHosts) {
    const profile = path.join(tmpdir(), 'mail-google-stand-in-profile');
    const args = [...googleHostsChromiumArgs(googleHosts), `--user-data-dir=${profile}`];
    console.log(`  ${'google (hosts)'.padEnd(14)} https://127.0.0.1:${googleHosts.port}`);
    console.log(
      `\nGoogle mode against the stand-in. Open it with a Chromium that resolves Google's`,
    );
    console.log(`names to the stand-in and trusts its certificate (a profile of its own):\n`);
    console.log(`  chromium ${args.map((arg) => `'${arg}'`).join(' ')} ${product.shellUrl}`);
    console.log(`\nCtrl+C stops everything.`);
  } else {
    console.log(`\nOpen ${product.shellUrl} in your browser. Ctrl+C stops everything.`);
  }

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
