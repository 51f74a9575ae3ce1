import type { ParsedMessage } from '../mime/types';
import type { SeedLabel } from '../seed/types';
import { HistoryLog, type MessageRef } from './history-log';
import { randomDraftId, type IdGenerator } from './ids';
import { LabelRegistry, type LabelRecord } from './label-registry';
import { partitionPoint } from './partition-point';
import { compareNewestFirst, toStoredMessage, type StoredMessage } from './stored-message';
import { findThread, mayJoinThread, type ThreadLookup } from './threading';

export interface NewMessage {
  raw: Buffer;
  parsed: ParsedMessage;
  labelIds: readonly string[];
  internalDate: number;
  /** The (existing) thread a request names: joined only when the headers allow it (mayJoinThread). */
  threadId?: string;
  /**
   * Without a usable `threadId`: find the thread by References / In-Reply-To and subject, as for
   * received mail (default), or start a new one, as messages.send does.
   */
  threadByHeaders?: boolean;
  /**
   * The thread id to take when the message starts a new thread, instead of a fresh one: the thread a
   * replaced draft message left empty (see `replace`).
   */
  fallbackThreadId?: string;
  /** Makes the message the content of this draft (users.drafts). */
  draftId?: string;
}

/** A message as persisted: everything but the parse, which is redone on load. */
export interface SavedMessage {
  id: string;
  threadId: string;
  labelIds: readonly string[];
  internalDate: number;
  historyId: number;
  /** Present on a draft's message. */
  draftId?: string;
}

export interface LabelCounts {
  messagesTotal: number;
  messagesUnread: number;
  threadsTotal: number;
  threadsUnread: number;
}

const compareOldestFirst = (a: StoredMessage, b: StoredMessage): number => compareNewestFirst(b, a);
const ref = (message: StoredMessage): MessageRef => ({
  id: message.id,
  threadId: message.threadId,
  labelIds: message.labelIds,
});

/**
 * The mailbox: messages newest first, threads, labels and history. Every change bumps `version` (which
 * keys caches) and notifies listeners (persistence).
 */
export class MailStore {
  labels: LabelRegistry;
  readonly history: HistoryLog;
  private readonly messages = new Map<string, StoredMessage>();
  private ordered: StoredMessage[] = [];
  private readonly threads = new Map<string, StoredMessage[]>();
  private readonly byRfc822Id = new Map<string, StoredMessage[]>();
  /** Draft id → the draft's current message. */
  private readonly drafts = new Map<string, StoredMessage>();
  private changes = 0;
  private countsCache: { version: number; counts: Map<string, LabelCounts> } | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly ids: IdGenerator,
    userLabels: readonly SeedLabel[] = [],
    historyStart = 1000,
  ) {
    this.labels = new LabelRegistry(userLabels);
    this.history = new HistoryLog(historyStart);
  }

  get version(): number {
    return this.changes;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get size(): number {
    return this.messages.size;
  }

  get threadCount(): number {
    return this.threads.size;
  }

  get(id: string): StoredMessage | undefined {
    return this.messages.get(id);
  }

  /** A thread's messages, oldest first. */
  thread(threadId: string): readonly StoredMessage[] | undefined {
    return this.threads.get(threadId);
  }

  /** A draft's current message, by draft id. */
  draft(draftId: string): StoredMessage | undefined {
    return this.drafts.get(draftId);
  }

  /** A draft id no draft has. */
  newDraftId(): string {
    for (;;) {
      const id = randomDraftId();
      if (!this.drafts.has(id)) return id;
    }
  }

  /** Every message, newest first. Do not mutate. */
  all(): readonly StoredMessage[] {
    return this.ordered;
  }

  /** Stores a new message; `recordHistory: false` for the initial load, which history.list does not show. */
  add(input: NewMessage, options: { recordHistory?: boolean } = {}): StoredMessage {
    const id = this.ids.next();
    const { headers } = input.parsed;
    const lookup: ThreadLookup = {
      withRfc822Id: (rfc822Id) => this.byRfc822Id.get(rfc822Id) ?? [],
      threadMessages: (existing) => this.threads.get(existing) ?? [],
    };
    const requested =
      input.threadId !== undefined && mayJoinThread(headers, input.threadId, lookup)
        ? input.threadId
        : undefined;
    const threadId =
      requested ??
      (input.threadByHeaders === false ? undefined : findThread(headers, lookup)) ??
      input.fallbackThreadId ??
      id;
    const { raw, parsed, labelIds, internalDate, draftId } = input;
    const message = toStoredMessage({
      id,
      threadId,
      raw,
      parsed,
      labelIds,
      internalDate,
      historyId: this.history.current,
      ...(draftId === undefined ? {} : { draftId }),
    });
    message.historyId =
      options.recordHistory === false
        ? this.history.advance()
        : this.history.messageAdded(ref(message));
    this.index(message);
    this.changed();
    return message;
  }

  /**
   * Replaces a draft's message by a new one (drafts.update, drafts.send): the old message is deleted
   * for good and the new one gets a new id. When the old message was alone in its thread and the new
   * one starts a thread, that thread keeps its id, so a draft's conversation id does not change.
   */
  replace(oldId: string, input: NewMessage): StoredMessage {
    const old = this.messages.get(oldId);
    if (!old) throw new Error(`No message ${oldId} to replace`);
    this.delete(oldId);
    const emptied = !this.threads.has(old.threadId);
    return this.add(emptied ? { ...input, fallbackThreadId: old.threadId } : input);
  }

  /** Puts back a persisted message with its own ids. */
  restore(saved: SavedMessage, raw: Buffer, parsed: ParsedMessage): StoredMessage {
    const message = toStoredMessage({ ...saved, raw, parsed });
    this.ids.observe(saved.id);
    this.index(message);
    this.changed();
    return message;
  }

  /** Adds and removes labels; returns the message, or undefined when it does not exist. */
  modifyLabels(
    id: string,
    add: readonly string[],
    remove: readonly string[],
  ): StoredMessage | undefined {
    const message = this.messages.get(id);
    if (!message) return undefined;
    const removing = new Set(remove);
    const added = [...new Set(add)].filter(
      (label) => !message.labelIds.includes(label) && !removing.has(label),
    );
    const removed = message.labelIds.filter((label) => removing.has(label));
    if (added.length === 0 && removed.length === 0) return message;
    message.labelIds = [...message.labelIds.filter((label) => !removing.has(label)), ...added];
    message.historyId = this.history.labelsChanged(ref(message), added, removed);
    this.changed();
    return message;
  }

  delete(id: string): boolean {
    const message = this.messages.get(id);
    if (!message) return false;
    this.messages.delete(id);
    this.ordered.splice(this.ordered.indexOf(message), 1);
    this.removeFrom(this.threads, message.threadId, message);
    if (message.rfc822MessageId) this.removeFrom(this.byRfc822Id, message.rfc822MessageId, message);
    if (message.draftId !== undefined && this.drafts.get(message.draftId) === message) {
      this.drafts.delete(message.draftId);
    }
    this.history.messageDeleted(ref(message));
    this.changed();
    return true;
  }

  createLabel(fields: Parameters<LabelRegistry['create']>[0]): LabelRecord {
    const label = this.labels.create(fields);
    this.changed();
    return label;
  }

  /** Exact counts for labels.get, computed in one pass per store version. */
  labelCounts(labelId: string): LabelCounts {
    if (this.countsCache?.version !== this.changes) {
      this.countsCache = { version: this.changes, counts: this.countAll() };
    }
    return (
      this.countsCache.counts.get(labelId) ?? {
        messagesTotal: 0,
        messagesUnread: 0,
        threadsTotal: 0,
        threadsUnread: 0,
      }
    );
  }

  /** Empties the mailbox (for reset); history ids keep growing and older ones expire. */
  clear(userLabels: readonly SeedLabel[]): void {
    this.messages.clear();
    this.ordered = [];
    this.threads.clear();
    this.byRfc822Id.clear();
    this.drafts.clear();
    this.labels = new LabelRegistry(userLabels);
    this.history.forget();
    this.changed();
  }

  saved(): SavedMessage[] {
    return this.ordered.map(({ id, threadId, labelIds, internalDate, historyId, draftId }) => ({
      id,
      threadId,
      labelIds,
      internalDate,
      historyId,
      ...(draftId === undefined ? {} : { draftId }),
    }));
  }

  private index(message: StoredMessage): void {
    this.messages.set(message.id, message);
    const at = partitionPoint(this.ordered, (other) => compareNewestFirst(other, message) <= 0);
    this.ordered.splice(at, 0, message);
    this.insertInto(this.threads, message.threadId, message);
    if (message.rfc822MessageId) this.insertInto(this.byRfc822Id, message.rfc822MessageId, message);
    if (message.draftId !== undefined) this.drafts.set(message.draftId, message);
  }

  private insertInto(map: Map<string, StoredMessage[]>, key: string, message: StoredMessage): void {
    const list = map.get(key);
    if (!list) {
      map.set(key, [message]);
      return;
    }
    const at = partitionPoint(list, (other) => compareOldestFirst(other, message) <= 0);
    list.splice(at, 0, message);
  }

  private removeFrom(map: Map<string, StoredMessage[]>, key: string, message: StoredMessage): void {
    const list = map.get(key);
    if (!list) return;
    const left = list.filter((item) => item !== message);
    if (left.length) map.set(key, left);
    else map.delete(key);
  }

  private countAll(): Map<string, LabelCounts> {
    const counts = new Map<string, LabelCounts>();
    const threadSets = new Map<string, { all: Set<string>; unread: Set<string> }>();
    for (const message of this.ordered) {
      const unread = message.labelIds.includes('UNREAD');
      for (const label of message.labelIds) {
        let count = counts.get(label);
        let threads = threadSets.get(label);
        if (!count || !threads) {
          count = { messagesTotal: 0, messagesUnread: 0, threadsTotal: 0, threadsUnread: 0 };
          threads = { all: new Set(), unread: new Set() };
          counts.set(label, count);
          threadSets.set(label, threads);
        }
        count.messagesTotal++;
        threads.all.add(message.threadId);
        if (unread) {
          count.messagesUnread++;
          threads.unread.add(message.threadId);
        }
      }
    }
    for (const [label, threads] of threadSets) {
      const count = counts.get(label) as LabelCounts;
      count.threadsTotal = threads.all.size;
      count.threadsUnread = threads.unread.size;
    }
    return counts;
  }

  private changed(): void {
    this.changes++;
    for (const listener of this.listeners) listener();
  }
}
