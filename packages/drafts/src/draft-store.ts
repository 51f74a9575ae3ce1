import type { DBSchema } from 'idb';
import { databaseOpener } from '@mail/local-database';
import type { ComposeMode, ReplyContext } from '@mail/contracts';
import type { ComposeDraft } from './compose-draft';

/**
 * The popup's draft, a reply's (one per thread), a sent message waiting out its undo delay, or a
 * closed popup's draft waiting for Gmail Drafts to have it (closed offline).
 */
export type DraftKey = 'popup' | `reply:${string}` | `outbox:${string}` | `closed:${string}`;

export const POPUP_DRAFT_KEY: DraftKey = 'popup';
export const replyDraftKey = (threadId: string): DraftKey => `reply:${threadId}`;
export const outboxDraftKey = (id: string): DraftKey => `outbox:${id}`;
export const closedDraftKey = (id: string): DraftKey => `closed:${id}`;
export const isClosedDraftKey = (key: DraftKey) => key.startsWith('closed:');

/** A draft as kept on this device: what the editor holds, for whom, and how it was opened. */
export interface StoredDraft {
  key: DraftKey;
  /** The signed-in address it was written under: another account never sees it. */
  account: string;
  mode: ComposeMode;
  replyContext?: ReplyContext;
  draft: ComposeDraft;
  updatedAt: number;
  /** Set while a send waits out its undo delay: a draft found with it was never sent. */
  sendQueuedAt?: number;
  /**
   * Set once the undo delay is over: the reader's Send stands, so the message goes whatever reloads
   * happen before Gmail has it (docs/behaviour/offline.md).
   */
  sendDueAt?: number;
  /** The editor a queued message was sent from: Undo or a failure brings it back there (the popup when absent). */
  sentFrom?: DraftKey;
  /** Its copy in the account's Gmail Drafts, once created: later saves update that one. */
  gmailDraftId?: string;
  /** The `updatedAt` of the version Gmail Drafts has: older than `updatedAt` means not all of it. */
  savedToGmailAt?: number;
}

interface DraftsSchema extends DBSchema {
  drafts: { key: DraftKey; value: StoredDraft };
}

const DATABASE = 'mail-drafts';
const open = databaseOpener<DraftsSchema>(DATABASE, 1, (db) => {
  db.createObjectStore('drafts', { keyPath: 'key' });
});

/**
 * Keeps a draft on this device. The transaction is durable ('strict') and committed at once, not
 * after a round trip: once the write is asked for, a crash of the tab right after it loses nothing.
 * Rejects when storage refuses (quota, unavailable).
 */
export async function saveDraft(stored: StoredDraft): Promise<void> {
  const db = await open();
  const transaction = db.transaction('drafts', 'readwrite', { durability: 'strict' });
  const written = transaction.store.put(stored);
  // The browser need not wait to learn that no more requests come.
  transaction.commit();
  await Promise.all([written, transaction.done]);
}

/** The draft kept under `key` for this account, if any. */
export async function loadDraft(key: DraftKey, account: string): Promise<StoredDraft | undefined> {
  const stored = await (await open()).get('drafts', key);
  return stored?.account === account ? stored : undefined;
}

/** Every draft kept for this account. */
export async function loadDrafts(account: string): Promise<StoredDraft[]> {
  const all = await (await open()).getAll('drafts');
  return all.filter((stored) => stored.account === account);
}

/**
 * How many of the account's drafts Gmail Drafts does not have in full (or that wait to be sent):
 * what LOGOUT would lose, since it clears this device.
 */
export async function countDraftsNotInGmail(account: string): Promise<number> {
  const drafts = await loadDrafts(account);
  return drafts.filter(
    (stored) =>
      stored.sendQueuedAt !== undefined ||
      stored.savedToGmailAt === undefined ||
      stored.savedToGmailAt < stored.updatedAt,
  ).length;
}

export async function deleteDraft(key: DraftKey): Promise<void> {
  const db = await open();
  const transaction = db.transaction('drafts', 'readwrite', { durability: 'strict' });
  await Promise.all([transaction.store.delete(key), transaction.done]);
}

/** Asks the browser not to evict what is stored here under storage pressure (once is enough). */
export function askForPersistentStorage(): void {
  void navigator.storage?.persist?.().catch(() => undefined);
}
