import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A file's Subresource Integrity value, as a `<script integrity>` or the run-time config takes it. */
export function fileIntegrity(file: string): string {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

/** The pin of a built remote: its remoteEntry.js's integrity (the entry pins its own chunks). */
export function remoteEntryIntegrity(dist: string): string {
  return fileIntegrity(path.join(dist, 'remoteEntry.js'));
}
