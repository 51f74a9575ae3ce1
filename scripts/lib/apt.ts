import { spawnSync } from 'node:child_process';

/** Installs a Debian package on a fresh machine (as root, or through sudo); false when apt fails. */
export function aptInstall(name: string): boolean {
  const asRoot = process.getuid?.() === 0;
  const apt = (...args: string[]) =>
    spawnSync(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  return apt('update') && apt('install', '-y', name);
}
