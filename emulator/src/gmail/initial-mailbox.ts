import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRawMessage } from '../mime';
import type { ParsedMessage } from '../mime/types';
import type { Seed } from '../seed/types';
import type { MailStore } from './mail-store';

/**
 * A message of the starting mailbox, parsed once and reused by every reset; generated bulk mail comes
 * without its parse, which would hold gigabytes, and is parsed as it is loaded.
 */
export interface InitialMessage {
  raw: Buffer;
  parsed?: ParsedMessage;
  labelIds: readonly string[];
  internalDate: number;
}

export function seedMessages(seed: Seed): InitialMessage[] {
  return seed.messages.map((message) => ({ ...message, parsed: parseRawMessage(message.raw) }));
}

function emlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return emlFiles(full);
      return entry.isFile() && entry.name.toLowerCase().endsWith('.eml') ? [full] : [];
    })
    .sort();
}

/**
 * Every .eml under `dir`, delivered to the inbox unread, dated by its Date header. Many fixtures have
 * none (parser test material); they are dated `undatedAt` instead of arriving now, so they sit below
 * the demo's own mail rather than opening the inbox with a screen of "Unknown, No Subject".
 */
export function fixtureMessages(dir: string | null, undatedAt: number): InitialMessage[] {
  if (dir === null || !existsSync(dir)) return [];
  const messages: InitialMessage[] = [];
  const unreadable: string[] = [];
  for (const file of emlFiles(dir)) {
    const raw = readFileSync(file);
    try {
      const parsed = parseRawMessage(raw);
      messages.push({
        raw,
        parsed,
        labelIds: ['INBOX', 'UNREAD'],
        internalDate: parsed.headers.date ?? undatedAt,
      });
    } catch {
      unreadable.push(path.relative(dir, file));
    }
  }
  if (unreadable.length)
    console.warn(`[emulator] fixtures skipped (unparseable): ${unreadable.join(', ')}`);
  return messages;
}

/** Loads the starting mailbox oldest first, so replies find the messages they thread onto. */
export function loadInitialMailbox(store: MailStore, messages: readonly InitialMessage[]): void {
  const oldestFirst = [...messages].sort((a, b) => a.internalDate - b.internalDate);
  for (const message of oldestFirst) {
    const parsed = message.parsed ?? parseRawMessage(message.raw);
    store.add({ ...message, parsed }, { recordHistory: false });
  }
}
