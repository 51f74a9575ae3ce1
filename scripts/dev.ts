import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startEmulator } from '@mail/emulator';
import { defaultPorts } from '@mail/rspack-config/runtime-config';
import { apps, appNames, repoRoot, type AppName } from './lib/apps';
import { standInClient } from './lib/stand-in-client';

const rspackCli = path.join(repoRoot, 'shell/node_modules/@rspack/cli/bin/rspack.js');

/** Where `pnpm dev` serves each app (docs/architecture.md#ports). */
const devServers = Object.fromEntries(
  appNames.map((app) => [app, { origin: `http://localhost:${defaultPorts[app]}` }]),
) as Record<AppName, { origin: string }>;

// `pnpm dev`: the five dev servers with hot reload (remotes run with their own federation runtime, so
// each also works standalone on its port) and the local Google stand-in.
async function main() {
  const emulator = process.env.GOOGLE_CLIENT_ID
    ? undefined
    : await startEmulator({
        dataDir: path.join(repoRoot, 'emulator/.data'),
        client: standInClient(devServers),
      });
  const children: ChildProcess[] = appNames.map((app) =>
    spawn(process.execPath, [rspackCli, 'serve', '--mode', 'development'], {
      cwd: apps[app],
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'development' },
    }),
  );
  console.log(
    '\nOpen http://localhost:3000/ once the dev servers report ready. Ctrl+C stops them.',
  );
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await emulator?.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
