import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apps, appNames, repoRoot, type AppName } from './apps';

const rspackCli = path.join(repoRoot, 'shell/node_modules/@rspack/cli/bin/rspack.js');

export interface BuildOptions {
  /** Build from this copy of the app's folder instead of the app's own (a changed redeploy). */
  appDir?: string;
  /** Build into this folder instead of the app's dist/. */
  outputPath?: string;
  env?: NodeJS.ProcessEnv;
  quiet?: boolean;
}

/** Builds one app in production mode with its own rspack config. */
export function buildApp(app: AppName, options: BuildOptions = {}): Promise<void> {
  const args = [rspackCli, 'build', '--mode', 'production'];
  if (options.outputPath) args.push('--output-path', options.outputPath);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: options.appDir ?? apps[app],
      env: { ...process.env, NODE_ENV: 'production', ...options.env },
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Building ${app} failed (${code}):\n${output}`)),
    );
  });
}

/** Builds every app, two at a time (the machines have two cores). */
export async function buildAll(options: BuildOptions = {}): Promise<void> {
  const queue = [...appNames];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await buildApp(app, options);
  };
  await Promise.all([worker(), worker()]);
}

export function isBuilt(): boolean {
  return appNames.every((app) => existsSync(path.join(apps[app], 'dist/index.html')));
}
