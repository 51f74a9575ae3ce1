import { NetworkError } from './errors';
import { isOffline, type GmailThread, type GoogleClient } from './google-client';
import type { SavedMailStore } from './saved-mail-store';

export interface OfflineReadingOptions {
  /** The store, loaded when first needed: its code is not part of the first screen. */
  store: () => Promise<SavedMailStore>;
  /** The token of the session; saved mail is shown only to the account it was recorded for. */
  getAccessToken: () => string | null;
  /**
   * Defaults to the client's connection: offline only once a request found no connection, as
   * `navigator.onLine` alone is a hint (it says offline on a loopback-only machine).
   */
  isOnline?: () => boolean;
}

/**
 * The token as the store knows it: a SHA-256 digest, so that the token itself is never copied out of
 * the one place it lives (local storage, for its lifetime).
 */
async function tokenDigest(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Runs `task` once the browser is idle (soon after, where it cannot say). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 0);
}

/**
 * Makes what the reader has seen readable offline: the first page of each list the caller names with
 * an `offlineKey`, and every conversation
 * opened are saved when they come from Google, and given back instead when the connection is offline
 * (at once, without waiting out the retries of a call that cannot succeed) or a call ends in a
 * NetworkError. Saved mail belongs to the account userinfo named for the token that loaded it; a
 * token never recorded (another account, signed in since) gets none.
 */
export function withOfflineReading(
  client: GoogleClient,
  options: OfflineReadingOptions,
): GoogleClient {
  const isOnline = options.isOnline ?? (() => !isOffline(client.connection));

  const readSaved = async <T>(
    read: (store: SavedMailStore, account: string) => Promise<T | undefined>,
  ): Promise<T | undefined> => {
    const token = options.getAccessToken();
    if (!token) return undefined;
    try {
      const [store, digest] = await Promise.all([options.store(), tokenDigest(token)]);
      const account = await store.accountOfSession(digest);
      return account === undefined ? undefined : await read(store, account);
    } catch (error) {
      // A store that fails costs only the offline copy.
      console.warn('Saved mail could not be read', error);
      return undefined;
    }
  };

  const save = (write: (store: SavedMailStore, account: string) => Promise<void>) => {
    const token = options.getAccessToken();
    if (!token) return;
    const saving = async () => {
      const { email } = await client.getProfile();
      // Signed out or signed in again meanwhile: this mail is not the session's to keep.
      if (!email || options.getAccessToken() !== token) return;
      const [store, digest] = await Promise.all([options.store(), tokenDigest(token)]);
      await store.rememberSession(digest, email);
      await write(store, email);
    };
    // Not urgent, and its code loads on first use: after what is on screen, when the page is idle.
    whenIdle(() =>
      saving().catch((error: unknown) =>
        console.warn('Mail could not be saved for offline', error),
      ),
    );
  };

  /** The call's answer, saved (unless there is no `write`); or, offline, what was saved. */
  const savedWhenOffline = async <T>(
    call: () => Promise<T>,
    write: ((store: SavedMailStore, account: string, answer: T) => Promise<void>) | null,
    read: (store: SavedMailStore, account: string) => Promise<T | undefined>,
  ): Promise<T> => {
    if (!isOnline()) {
      const saved = await readSaved(read);
      if (saved !== undefined) return saved;
    }
    try {
      const answer = await call();
      if (write) save((store, account) => write(store, account, answer));
      return answer;
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      const saved = await readSaved(read);
      if (saved === undefined) throw error;
      return saved;
    }
  };

  const saveThread = (store: SavedMailStore, account: string, thread: GmailThread) =>
    thread.messages?.length ? store.saveThread(account, thread) : Promise.resolve();

  return {
    ...client,

    listMailboxPage(params, callOptions) {
      const call = () => client.listMailboxPage(params, callOptions);
      const { offlineKey } = params;
      if (params.pageToken || !offlineKey) return call();
      return savedWhenOffline(
        call,
        (store, account, page) => store.savePage(account, offlineKey, page),
        (store, account) => store.loadPage(account, offlineKey),
      );
    },

    getThread(threadId, callOptions) {
      return savedWhenOffline(
        () => client.getThread(threadId, callOptions),
        saveThread,
        (store, account) => store.loadThread(account, threadId),
      );
    },

    getProfile(callOptions) {
      // Offline, the account the token was recorded for: enough to find what waits on the device
      // (the outbox, drafts) for the account; name and picture come once Google answers. Nothing to
      // save (the first screen asks for it: the store's code must not load for it).
      return savedWhenOffline(
        () => client.getProfile(callOptions),
        null,
        (_store, email) => Promise.resolve({ email, name: '', picture: '' }),
      );
    },

    takePrefetchedThread(threadId) {
      const thread = client.takePrefetchedThread(threadId);
      if (thread) save((store, account) => saveThread(store, account, thread));
      return thread;
    },
  };
}
