import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apps, appNames, distDir, expectedBuildFiles, repoRoot, type AppName } from './apps';
import { precompress } from './precompress';

const rspackCli = path.join(repoRoot, 'shell/node_modules/@rspack/cli/bin/rspack.js');

export interface BuildOptions {
  /** Build from this copy of the app's folder instead of the app's own (a changed redeploy). */
  appDir?: string;
  quiet?: boolean;
}

/** Builds one app in production mode with its own rspack config. */
export function buildApp(app: AppName, options: BuildOptions = {}): Promise<void> {
  const appDir = options.appDir ?? apps[app];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [rspackCli, 'build', '--mode', 'production'], {
      cwd: appDir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`Building ${app} failed (${code}):\n${output}`));
      const missing = missingBuildFiles(app, path.join(appDir, 'dist'));
      if (missing.length) {
        return reject(new Error(`Building ${app} left out ${missing.join(', ')}:\n${output}`));
      }
      precompress(path.join(appDir, 'dist'));
      resolve();
    });
  });
}

function missingBuildFiles(app: AppName, dist: string): string[] {
  return expectedBuildFiles[app].filter((file) => !existsSync(path.join(dist, file)));
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
  return appNames.every((app) => missingBuildFiles(app, distDir(app)).length === 0);
}
