import { compileSearch, type DocSet } from '../search';
import { invalidArgument } from '../server/api-error';
import type { CompiledSearch } from '../search/types';
import type { MailStore } from './mail-store';
import type { StoredMessage } from './stored-message';

export interface ListFilter {
  q: string;
  /** All must be on the message. */
  labelIds: readonly string[];
  includeSpamTrash: boolean;
}

export interface ThreadHit {
  threadId: string;
  /**
   * The thread's newest message, matching or not: its position orders the thread in lists, as Gmail
   * dates a conversation by its latest message (an answer moves a sent conversation up in Sent).
   */
  newest: StoredMessage;
}

interface CachedResult {
  version: number;
  messages: readonly StoredMessage[];
  threads?: readonly ThreadHit[];
}

const CACHE_SIZE = 32;
/**
 * A scan hands the event loop back after this long, so one heavy query (thousands of OR terms over a
 * big mailbox) delays other requests by at most about this much instead of blocking them all.
 */
const SCAN_SLICE_MS = 10;

/** What a direct GET can carry (Node's 16 KiB request head); a batch part may not send more. */
const MAX_QUERY_LENGTH = 16 * 1024;

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
/** Relative dates (newer_than:) move with time, so a cached answer lives at most this long. */
const CACHE_TTL_MS = 60_000;

/**
 * Runs list queries over the store. The full match list of a query is cached per store version, so
 * paging through it and repeating it cost a binary search; the store's newest-first order makes the
 * result sorted without sorting. A long scan runs in slices of SCAN_SLICE_MS.
 */
export class MessageQuery {
  private readonly cache = new Map<string, CachedResult>();

  constructor(
    private readonly store: MailStore,
    private readonly now: () => number,
    /** The signed-in user's address: what `from:me`, `to:me` … mean. */
    private readonly selfAddress: string,
  ) {}

  async messages(filter: ListFilter): Promise<readonly StoredMessage[]> {
    return (await this.lookup(filter)).messages;
  }

  async threads(filter: ListFilter): Promise<readonly ThreadHit[]> {
    const result = await this.lookup(filter);
    if (!result.threads) {
      const matched = new Set(result.messages.map((message) => message.threadId));
      result.threads = this.store
        .threadsNewestFirst()
        .filter((newest) => matched.has(newest.threadId))
        .map((newest) => ({ threadId: newest.threadId, newest }));
    }
    return result.threads;
  }

  private async lookup(filter: ListFilter): Promise<CachedResult> {
    if (filter.q.length > MAX_QUERY_LENGTH) throw invalidArgument('Invalid query: too long.');
    const now = this.now();
    const key = JSON.stringify([
      filter.q,
      [...filter.labelIds].sort(),
      filter.includeSpamTrash,
      Math.floor(now / CACHE_TTL_MS),
    ]);
    const cached = this.cache.get(key);
    if (cached && cached.version === this.store.version) {
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const version = this.store.version;
    const result: CachedResult = { version, messages: await this.scan(filter, now) };
    this.cache.set(key, result);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    return result;
  }

  private async scan(filter: ListFilter, now: number): Promise<StoredMessage[]> {
    const index = this.store.searchIndex;
    const search: CompiledSearch | undefined = filter.q.trim()
      ? compileSearch(filter.q, {
          now: new Date(now),
          userLabels: this.store.labels.userLabelIdsByName(),
          selfAddress: this.selfAddress,
          index,
        })
      : undefined;
    const spamTrashWanted =
      filter.includeSpamTrash ||
      (search?.includesSpamTrash ?? false) ||
      filter.labelIds.some((label) => label === 'SPAM' || label === 'TRASH');
    // The messages that can match, as one document set: the query's, every labelId's, and not in
    // Spam or Trash unless asked; null when nothing narrows (every message).
    let docs = search?.plan?.docs ?? null;
    const narrow = (set: DocSet) => (docs = docs ? docs.and(set) : set);
    for (const label of filter.labelIds) narrow(index.withLabel(label));
    if (!spamTrashWanted) {
      narrow(index.withLabel('SPAM').or(index.withLabel('TRASH')).complement(index.size));
    }
    const residual = search?.plan?.residual ?? null;
    const out: StoredMessage[] = [];
    // Only a scan that runs tests can wait for its next slice, during which the store may change: it
    // walks a copy.
    const messages = residual ? [...this.store.all()] : this.store.all();
    let sliceStarted = performance.now();
    for (const message of messages) {
      if (docs && !docs.has(message.docNumber)) continue;
      if (residual) {
        if (performance.now() - sliceStarted > SCAN_SLICE_MS) {
          await yieldToEventLoop();
          sliceStarted = performance.now();
        }
        if (!residual(message)) continue;
      }
      out.push(message);
    }
    return out;
  }
}
