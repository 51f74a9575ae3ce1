import { partitionPoint } from './partition-point';

export type HistoryType = 'messageAdded' | 'messageDeleted' | 'labelAdded' | 'labelRemoved';
export const HISTORY_TYPES: readonly HistoryType[] = [
  'messageAdded',
  'messageDeleted',
  'labelAdded',
  'labelRemoved',
];

export interface MessageRef {
  id: string;
  threadId: string;
  labelIds: readonly string[];
}

interface HistoryEntry {
  id: number;
  message: MessageRef;
  added?: readonly string[];
  removed?: readonly string[];
  kind: 'added' | 'deleted' | 'labels';
}

export interface HistoryQuery {
  startHistoryId: number;
  types?: readonly HistoryType[];
  labelId?: string;
  maxResults: number;
  /** Resume after this history id (from a previous page). */
  after?: number;
}

const MAX_ENTRIES = 100_000;

function render(
  entry: HistoryEntry,
  types: ReadonlySet<HistoryType>,
): gapi.client.gmail.History | undefined {
  const message = {
    id: entry.message.id,
    threadId: entry.message.threadId,
    labelIds: [...entry.message.labelIds],
  };
  const record: gapi.client.gmail.History = {
    id: String(entry.id),
    messages: [{ id: message.id, threadId: message.threadId }],
  };
  if (entry.kind === 'added' && types.has('messageAdded')) record.messagesAdded = [{ message }];
  if (entry.kind === 'deleted' && types.has('messageDeleted'))
    record.messagesDeleted = [{ message }];
  if (entry.added?.length && types.has('labelAdded'))
    record.labelsAdded = [{ message, labelIds: [...entry.added] }];
  if (entry.removed?.length && types.has('labelRemoved'))
    record.labelsRemoved = [{ message, labelIds: [...entry.removed] }];
  const hasChange =
    record.messagesAdded || record.messagesDeleted || record.labelsAdded || record.labelsRemoved;
  return hasChange ? record : undefined;
}

/** The mailbox's change log behind history.list, with Gmail's increasing history ids. */
export class HistoryLog {
  private entries: HistoryEntry[] = [];
  private last: number;
  /** History ids at or below this are no longer available. */
  private floor: number;

  constructor(start: number) {
    this.last = start;
    this.floor = start;
  }

  get current(): number {
    return this.last;
  }

  /** A new history id with no record (changes that history.list does not report). */
  advance(): number {
    return ++this.last;
  }

  /** Forgets every record: older start ids answer 404 from now on. */
  forget(): void {
    this.entries = [];
    this.floor = this.last;
  }

  messageAdded(message: MessageRef): number {
    return this.push({ id: ++this.last, message, kind: 'added' });
  }

  messageDeleted(message: MessageRef): number {
    return this.push({ id: ++this.last, message, kind: 'deleted' });
  }

  labelsChanged(message: MessageRef, added: readonly string[], removed: readonly string[]): number {
    return this.push({ id: ++this.last, message, added, removed, kind: 'labels' });
  }

  /** True when records after `startHistoryId` have been dropped (Gmail answers 404). */
  isExpired(startHistoryId: number): boolean {
    return startHistoryId < this.floor;
  }

  list(query: HistoryQuery): { history: gapi.client.gmail.History[]; nextAfter?: number } {
    const types = new Set(query.types?.length ? query.types : HISTORY_TYPES);
    const from = Math.max(query.startHistoryId, query.after ?? 0);
    const history: gapi.client.gmail.History[] = [];
    let index = partitionPoint(this.entries, (entry) => entry.id <= from);
    for (; index < this.entries.length && history.length < query.maxResults; index++) {
      const entry = this.entries[index] as HistoryEntry;
      if (query.labelId && !this.touchesLabel(entry, query.labelId)) continue;
      const record = render(entry, types);
      if (record) history.push(record);
    }
    const more = index < this.entries.length && history.length === query.maxResults;
    return more
      ? { history, nextAfter: (this.entries[index - 1] as HistoryEntry).id }
      : { history };
  }

  private touchesLabel(entry: HistoryEntry, labelId: string): boolean {
    return (
      entry.message.labelIds.includes(labelId) ||
      (entry.added?.includes(labelId) ?? false) ||
      (entry.removed?.includes(labelId) ?? false)
    );
  }

  private push(entry: HistoryEntry): number {
    this.entries.push(entry);
    if (this.entries.length > MAX_ENTRIES) {
      const dropped = this.entries.splice(0, this.entries.length - MAX_ENTRIES);
      this.floor = (dropped[dropped.length - 1] as HistoryEntry).id;
    }
    return entry.id;
  }
}
