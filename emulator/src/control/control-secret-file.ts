import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** In the data dir: the running emulator's control secret, readable by its owner only. */
export const CONTROL_SECRET_FILE = 'control-secret';

/** Written afresh (never over a file someone else created, whose mode would stay) with mode 0600. */
export function writeControlSecretFile(dataDir: string, secret: string): void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, CONTROL_SECRET_FILE);
  rmSync(file, { force: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
}

/** Removed on close, unless another emulator on the same data dir has written its own since. */
export function removeControlSecretFile(dataDir: string, secret: string): void {
  const file = path.join(dataDir, CONTROL_SECRET_FILE);
  try {
    if (readFileSync(file, 'utf8').trim() === secret) rmSync(file);
  } catch {
    // Already gone.
  }
}
