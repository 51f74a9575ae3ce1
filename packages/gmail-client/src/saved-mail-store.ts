import type { DBSchema, IDBPDatabase } from 'idb';
import { databaseOpener } from '@mail/local-database';
import type { GmailThread } from './google-client';
import type { MailboxPage } from './mailbox-page';
import { yieldToPage } from './work-in-slices';

/**
 * What the reader has seen, kept on this device so it stays readable offline: the first page of rows
 * of each list named by its caller (see ListMailboxPageParams.offlineKey) and the conversations opened last. It holds one account's mail at a time, and gives it back
 * only to that account.
 */
export interface SavedMailStore {
  /**
   * Records that the token with this digest belongs to `account` (as userinfo answered for it). A new
   * account deletes what was kept for the previous one first.
   */
  rememberSession(tokenDigest: string, account: string): Promise<void>;
  /** The account a token was recorded for, or undefined: its mail may then not be shown. */
  accountOfSession(tokenDigest: string): Promise<string | undefined>;
  savePage(account: string, listKey: string, page: MailboxPage): Promise<void>;
  loadPage(account: string, listKey: string): Promise<MailboxPage | undefined>;
  saveThread(account: string, thread: GmailThread): Promise<void>;
  loadThread(account: string, threadId: string): Promise<GmailThread | undefined>;
}

export interface SavedMailLimits {
  /** Conversations kept; the least recently opened go first. */
  threads: number;
  /** Their size together, counted as two bytes per character of their JSON (UTF-16). */
  threadBytes: number;
}

/**
 * 50 conversations are a day or two of reading; 5 MB holds 50 long newsletters (bodies are the bulk;
 * rows are small: a page of 25 is about 20 KB) while staying far below any browser's quota for the
 * origin, so keeping them never crowds out the drafts on the device.
 */
export const SAVED_MAIL_LIMITS: SavedMailLimits = { threads: 50, threadBytes: 5 * 1024 * 1024 };

/** About the thread's stored size (UTF-16): its messages' raw sizes, as Gmail estimates them. */
const estimatedBytes = (thread: GmailThread) =>
  (thread.messages ?? []).reduce((sum, message) => sum + (message.sizeEstimate ?? 0), 0) * 2;

/** The database's name: LOGOUT deletes every database of the origin, this one included. */
export const SAVED_MAIL_DATABASE = 'mail-saved-mail';

interface SavedPage {
  account: string;
  /** The list's offlineKey (the mailbox names its views); the stored field keeps its first name. */
  view: string;
  page: MailboxPage;
}

interface SavedThread {
  account: string;
  threadId: string;
  thread: GmailThread;
  openedAt: number;
  bytes: number;
}

interface SavedMailSchema extends DBSchema {
  session: { key: 'current'; value: { tokenDigest: string; account: string } };
  pages: { key: [string, string]; value: SavedPage };
  threads: {
    key: [string, string];
    value: SavedThread;
    // Keys only: eviction walks it without reading a single body.
    indexes: { 'by-opened-at': [number, number] };
  };
}

type Database = IDBPDatabase<SavedMailSchema>;

export function createSavedMailStore(
  limits: SavedMailLimits = SAVED_MAIL_LIMITS,
  now: () => number = Date.now,
): SavedMailStore {
  const open = databaseOpener<SavedMailSchema>(
    SAVED_MAIL_DATABASE,
    2,
    (db, oldVersion, _newVersion, transaction) => {
      if (oldVersion >= 1) {
        // Version 1 kept conversations parsed for display; they are kept as Gmail answers now.
        void transaction.objectStore('threads').clear();
        return;
      }
      db.createObjectStore('session');
      db.createObjectStore('pages', { keyPath: ['account', 'view'] });
      db.createObjectStore('threads', { keyPath: ['account', 'threadId'] }).createIndex(
        'by-opened-at',
        ['openedAt', 'bytes'],
      );
    },
  );

  /** Deletes the least recently opened conversations beyond the limits. */
  const evict = async (db: Database) => {
    const transaction = db.transaction('threads', 'readwrite');
    let count = 0;
    let bytes = 0;
    let cursor = await transaction.store.index('by-opened-at').openKeyCursor(null, 'prev');
    while (cursor) {
      count += 1;
      bytes += cursor.key[1];
      if (count > limits.threads || bytes > limits.threadBytes) {
        await transaction.store.delete(cursor.primaryKey);
      }
      cursor = await cursor.continue();
    }
    await transaction.done;
  };

  return {
    async rememberSession(tokenDigest, account) {
      const db = await open();
      const transaction = db.transaction(['session', 'pages', 'threads'], 'readwrite');
      const session = transaction.objectStore('session');
      const previous = await session.get('current');
      if (previous && previous.account !== account) {
        await transaction.objectStore('pages').clear();
        await transaction.objectStore('threads').clear();
      }
      await session.put({ tokenDigest, account }, 'current');
      await transaction.done;
    },

    async accountOfSession(tokenDigest) {
      const session = await (await open()).get('session', 'current');
      return session?.tokenDigest === tokenDigest ? session.account : undefined;
    },

    async savePage(account, listKey, page) {
      await (await open()).put('pages', { account, view: listKey, page });
    },

    async loadPage(account, listKey) {
      return (await (await open()).get('pages', [account, listKey]))?.page;
    },

    async saveThread(account, thread) {
      // Gmail's own estimate first: stringifying a thread of a 10 MB mail blocks the page for long.
      if (estimatedBytes(thread) > limits.threadBytes) return;
      // Not in the task that parsed the answer: measuring and storing a 2 MB thread take a while.
      await yieldToPage();
      const bytes = JSON.stringify(thread).length * 2;
      if (bytes > limits.threadBytes) return;
      const db = await open();
      await db.put('threads', {
        account,
        threadId: thread.id ?? '',
        thread,
        openedAt: now(),
        bytes,
      });
      await evict(db);
    },

    async loadThread(account, threadId) {
      return (await (await open()).get('threads', [account, threadId]))?.thread;
    },
  };
}

/** The page-wide store. */
export const savedMailStore = createSavedMailStore();
