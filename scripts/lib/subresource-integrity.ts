import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileIntegrity } from '@mail/rspack-config/build-file-integrity';

/** The pin of a built remote: its remoteEntry.js's integrity (the entry pins its own chunks). */
export function remoteEntryIntegrity(dist: string): string {
  return fileIntegrity(path.join(dist, 'remoteEntry.js'));
}

/**
 * A short name for a file's content: the run-time config adds it to a remote's entry URL
 * (`remoteEntry.js?v=…`), so that URL never names other bytes and may be cached for good.
 */
export function contentVersion(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
}

/** The version of a built remote's remoteEntry.js (see contentVersion). */
export function remoteEntryVersion(dist: string): string {
  return contentVersion(path.join(dist, 'remoteEntry.js'));
}
