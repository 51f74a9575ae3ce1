import { DocSet } from '../search';

export interface LabelCounts {
  messagesTotal: number;
  messagesUnread: number;
  threadsTotal: number;
  threadsUnread: number;
}

interface Labelled {
  docNumber: number;
  threadId: string;
}

interface LabelEntry {
  docs: DocSet;
  messagesTotal: number;
  messagesUnread: number;
  /** Thread id → how many of its messages carry the label (threadsTotal is the map's size). */
  threads: Map<string, number>;
  /** The same for the messages that are also UNREAD. */
  unreadThreads: Map<string, number>;
}

function step(counts: Map<string, number>, key: string, by: 1 | -1): void {
  const count = (counts.get(key) ?? 0) + by;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}

/**
 * Per label: which messages carry it (a document set, for lists and `label:` searches) and labels.get's
 * exact counts, kept up to date on every change instead of counted over the mailbox.
 */
export class LabelIndex {
  private readonly entries = new Map<string, LabelEntry>();

  add(message: Labelled, labelIds: readonly string[]): void {
    this.apply(message, labelIds, 1);
  }

  remove(message: Labelled, labelIds: readonly string[]): void {
    this.apply(message, labelIds, -1);
  }

  docs(labelId: string): DocSet {
    return this.entries.get(labelId)?.docs ?? DocSet.empty();
  }

  counts(labelId: string): LabelCounts {
    const entry = this.entries.get(labelId);
    return {
      messagesTotal: entry?.messagesTotal ?? 0,
      messagesUnread: entry?.messagesUnread ?? 0,
      threadsTotal: entry?.threads.size ?? 0,
      threadsUnread: entry?.unreadThreads.size ?? 0,
    };
  }

  clear(): void {
    this.entries.clear();
  }

  private apply(message: Labelled, labelIds: readonly string[], by: 1 | -1): void {
    const unread = labelIds.includes('UNREAD');
    for (const labelId of labelIds) {
      let entry = this.entries.get(labelId);
      if (!entry) {
        entry = {
          docs: DocSet.empty(),
          messagesTotal: 0,
          messagesUnread: 0,
          threads: new Map(),
          unreadThreads: new Map(),
        };
        this.entries.set(labelId, entry);
      }
      if (by === 1) entry.docs.add(message.docNumber);
      else entry.docs.delete(message.docNumber);
      entry.messagesTotal += by;
      step(entry.threads, message.threadId, by);
      if (unread) {
        entry.messagesUnread += by;
        step(entry.unreadThreads, message.threadId, by);
      }
    }
  }
}
