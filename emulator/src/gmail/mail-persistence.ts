import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseRawMessage } from '../mime';
import type { LabelRecord } from './label-registry';
import type { MailStore, SavedMessage } from './mail-store';

const STATE_FILE = 'mailbox.json';
const MESSAGES_DIR = 'messages';
const FORMAT = 1;
/** Changes within this window are written together. */
const COALESCE_MS = 150;

export interface SavedState {
  format: typeof FORMAT;
  historyId: number;
  userLabels: LabelRecord[];
  messages: SavedMessage[];
}

const rawPath = (dir: string, id: string): string => path.join(dir, MESSAGES_DIR, `${id}.eml`);

let tempCounter = 0;
/** Write to a temporary file and rename it over the target, so a crash never leaves half a file. */
async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temp = `${file}.${process.pid}.${++tempCounter}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/** The saved mailbox in `dir`, or undefined when there is none (or it cannot be read). */
export function readSavedState(dir: string): SavedState | undefined {
  const file = path.join(dir, STATE_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as SavedState;
    return state.format === FORMAT ? state : undefined;
  } catch (error) {
    console.warn(`[emulator] ignoring unreadable ${file}:`, error);
    return undefined;
  }
}

/** Loads a saved mailbox into an empty store; messages whose file is missing or unreadable are skipped. */
export function restoreSavedState(store: MailStore, state: SavedState, dir: string): void {
  for (const label of state.userLabels) store.labels.restore(label);
  let skipped = 0;
  for (const saved of state.messages) {
    try {
      const raw = readFileSync(rawPath(dir, saved.id));
      store.restore(saved, raw, parseRawMessage(raw));
    } catch {
      skipped++;
    }
  }
  if (skipped)
    console.warn(`[emulator] ${skipped} saved message(s) could not be read and were skipped`);
}

/**
 * Keeps `dir` in step with the store: one .eml file per message (written once) and an index of
 * everything else, rewritten atomically, at most once per COALESCE_MS.
 */
export class MailPersistence {
  private readonly onDisk = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly dir: string,
    private readonly store: MailStore,
    restored: boolean,
  ) {
    if (restored) for (const message of store.all()) this.onDisk.add(message.id);
    this.unsubscribe = store.onChange(() => this.schedule());
  }

  /** Writes pending changes now; resolves when they are on disk. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  async close(): Promise<void> {
    this.unsubscribe();
    await this.flush();
  }

  private schedule(): void {
    this.timer ??= setTimeout(() => {
      this.flush().catch((error: unknown) =>
        console.error('[emulator] saving the mailbox failed:', error),
      );
    }, COALESCE_MS);
  }

  private async write(): Promise<void> {
    await mkdir(path.join(this.dir, MESSAGES_DIR), { recursive: true });
    const present = new Set<string>();
    for (const message of this.store.all()) {
      present.add(message.id);
      if (this.onDisk.has(message.id)) continue;
      await writeAtomically(rawPath(this.dir, message.id), message.raw);
      this.onDisk.add(message.id);
    }
    const state: SavedState = {
      format: FORMAT,
      historyId: this.store.history.current,
      userLabels: this.store.labels.userLabels(),
      messages: this.store.saved(),
    };
    await writeAtomically(path.join(this.dir, STATE_FILE), JSON.stringify(state));
    for (const id of [...this.onDisk]) {
      if (present.has(id)) continue;
      await unlink(rawPath(this.dir, id)).catch(() => undefined);
      this.onDisk.delete(id);
    }
  }
}
