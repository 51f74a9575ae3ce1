import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@mail/contracts';
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

/** Every built remote's pin and version, as the run-time config names its entry (createRuntimeConfig). */
export function remoteEntryPins(buildOf: (name: RemoteName) => string): {
  integrity: Record<RemoteName, string>;
  versions: Record<RemoteName, string>;
} {
  const each = (read: (dist: string) => string) =>
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, read(buildOf(name))])) as Record<
      RemoteName,
      string
    >;
  return { integrity: each(remoteEntryIntegrity), versions: each(remoteEntryVersion) };
}
