import type { ParsedMessage } from '../mime/types';
import { BARE_WORD_FIELDS, WordIndex, type SearchIndex } from '../search';
import type { SeedLabel } from '../seed/types';
import { HistoryLog, type MessageRef } from './history-log';
import { randomDraftId, type IdGenerator } from './ids';
import { LabelIndex, type LabelCounts } from './label-index';
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

export type { LabelCounts } from './label-index';

const compareOldestFirst = (a: StoredMessage, b: StoredMessage): number => compareNewestFirst(b, a);
const ref = (message: StoredMessage): MessageRef => ({
  id: message.id,
  threadId: message.threadId,
  labelIds: message.labelIds,
});

/** Removes `item` from `sorted` (newest first), found by binary search. */
function removeSorted(sorted: StoredMessage[], item: StoredMessage): void {
  const at = partitionPoint(sorted, (other) => compareNewestFirst(other, item) < 0);
  if (sorted[at] === item) sorted.splice(at, 1);
}

function insertSorted(sorted: StoredMessage[], item: StoredMessage): void {
  sorted.splice(
    partitionPoint(sorted, (other) => compareNewestFirst(other, item) <= 0),
    0,
    item,
  );
}

/**
 * The mailbox: messages newest first, threads, labels and history, with the indexes lists and searches
 * read (threads by their newest message, messages by label and by word). Every change bumps `version`
 * (which keys caches) and notifies listeners (persistence).
 */
export class MailStore {
  labels: LabelRegistry;
  readonly history: HistoryLog;
  /** Document sets by word and by label, for compileSearch and list filters. */
  readonly searchIndex: SearchIndex;
  private readonly messages = new Map<string, StoredMessage>();
  private ordered: StoredMessage[] = [];
  private readonly threads = new Map<string, StoredMessage[]>();
  /** Each thread's newest message, newest first: the order of threads.list. */
  private threadOrder: StoredMessage[] = [];
  private readonly byRfc822Id = new Map<string, StoredMessage[]>();
  /** Draft id → the draft's current message. */
  private readonly drafts = new Map<string, StoredMessage>();
  private readonly byLabel = new LabelIndex();
  private readonly words = new WordIndex();
  private readonly subjectWords = new WordIndex();
  private docNumbers = 0;
  private changes = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly ids: IdGenerator,
    userLabels: readonly SeedLabel[] = [],
    historyStart = 1000,
  ) {
    this.labels = new LabelRegistry(userLabels);
    this.history = new HistoryLog(historyStart);
    const size = () => this.docNumbers;
    this.searchIndex = {
      get size() {
        return size();
      },
      docNumber: (message) => (message as StoredMessage).docNumber,
      withWord: (word) => this.words.docs(word, size()),
      withSubjectWord: (word) => this.subjectWords.docs(word, size()),
      withLabel: (labelId) => this.byLabel.docs(labelId),
    };
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

  /** Each thread's newest message, newest first (the order of threads.list). Do not mutate. */
  threadsNewestFirst(): readonly StoredMessage[] {
    return this.threadOrder;
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
      docNumber: this.docNumbers++,
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
    const message = toStoredMessage({ ...saved, raw, parsed, docNumber: this.docNumbers++ });
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
    this.byLabel.remove(message, message.labelIds);
    message.labelIds = [...message.labelIds.filter((label) => !removing.has(label)), ...added];
    this.byLabel.add(message, message.labelIds);
    message.historyId = this.history.labelsChanged(ref(message), added, removed);
    this.changed();
    return message;
  }

  delete(id: string): boolean {
    const message = this.messages.get(id);
    if (!message) return false;
    this.messages.delete(id);
    removeSorted(this.ordered, message);
    this.byLabel.remove(message, message.labelIds);
    const newestBefore = this.threads.get(message.threadId)?.at(-1);
    this.removeFrom(this.threads, message.threadId, message);
    this.reorderThread(message.threadId, newestBefore);
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

  /** Exact counts for labels.get. */
  labelCounts(labelId: string): LabelCounts {
    return this.byLabel.counts(labelId);
  }

  /** Empties the mailbox (for reset); history ids keep growing and older ones expire. */
  clear(userLabels: readonly SeedLabel[]): void {
    this.messages.clear();
    this.ordered = [];
    this.threadOrder = [];
    this.threads.clear();
    this.byLabel.clear();
    this.words.clear();
    this.subjectWords.clear();
    this.docNumbers = 0;
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
    insertSorted(this.ordered, message);
    const newestBefore = this.threads.get(message.threadId)?.at(-1);
    this.insertInto(this.threads, message.threadId, message);
    this.reorderThread(message.threadId, newestBefore);
    this.byLabel.add(message, message.labelIds);
    this.words.add(
      message.docNumber,
      BARE_WORD_FIELDS.map((field) => message[field]),
    );
    this.subjectWords.add(message.docNumber, [message.subject]);
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

  /** Moves a thread in threadOrder when its newest message changed (`newestBefore` was it). */
  private reorderThread(threadId: string, newestBefore: StoredMessage | undefined): void {
    const newest = this.threads.get(threadId)?.at(-1);
    if (newest === newestBefore) return;
    if (newestBefore) removeSorted(this.threadOrder, newestBefore);
    if (newest) insertSorted(this.threadOrder, newest);
  }

  private changed(): void {
    this.changes++;
    for (const listener of this.listeners) listener();
  }
}
