import { parseRawMessage } from '../mime';
import type { ParsedMessage } from '../mime/types';
import type { SearchableMessage } from '../search/types';
import { normalizeSubject } from './threading';

/**
 * One message as the store keeps it: the raw bytes, Gmail's own fields and what lists and searches read
 * of the parse (headers, snippet, size, text). It is also the SearchableMessage search runs against, built
 * once and kept, so search can cache per object; only `labelIds` changes (it is replaced, never mutated).
 * The whole parse (payload, attachment bodies) is not kept with every message, which would take
 * gigabytes at 100,000 messages: `parsedMessage` redoes it from `raw` and keeps the last few.
 */
export interface StoredMessage extends SearchableMessage {
  labelIds: readonly string[];
  raw: Buffer;
  snippet: string;
  historyId: number;
  /** Subject as threading compares it. */
  threadSubject: string;
  /** Set on a draft's message: the id of its draft (users.drafts). */
  draftId?: string;
  /** The store's number for it in its search indexes, in arrival order, never reused. */
  docNumber: number;
}

export interface StoredMessageFields {
  id: string;
  threadId: string;
  raw: Buffer;
  parsed: ParsedMessage;
  labelIds: readonly string[];
  internalDate: number;
  historyId: number;
  draftId?: string;
  docNumber: number;
}

/** How many whole parses are kept: a conversation being read, a page of rows being fetched. */
const KEPT_PARSES = 200;
/** Most recently used last. */
const keptParses = new Map<StoredMessage, ParsedMessage>();

function keepParse(message: StoredMessage, parsed: ParsedMessage): ParsedMessage {
  keptParses.delete(message);
  keptParses.set(message, parsed);
  if (keptParses.size > KEPT_PARSES) keptParses.delete(keptParses.keys().next().value!);
  return parsed;
}

/** The message's whole parse: its payload tree and attachment bodies. */
export function parsedMessage(message: StoredMessage): ParsedMessage {
  return keepParse(message, keptParses.get(message) ?? parseRawMessage(message.raw));
}

/**
 * Every field written out, in one order, none spread in: objects built alike share one hidden class
 * in V8. Spread into a literal, each message got a class of its own (about 600 bytes more, and every
 * property read over 100,000 of them a slow look-up).
 */
export function toStoredMessage(fields: StoredMessageFields): StoredMessage {
  const { parsed } = fields;
  const { headers } = parsed;
  const message: StoredMessage = {
    id: fields.id,
    threadId: fields.threadId,
    raw: fields.raw,
    labelIds: [...new Set(fields.labelIds)],
    internalDate: fields.internalDate,
    historyId: fields.historyId,
    draftId: fields.draftId,
    docNumber: fields.docNumber,
    snippet: parsed.snippet,
    from: headers.from,
    to: headers.to,
    cc: headers.cc,
    bcc: headers.bcc,
    subject: headers.subject,
    filenames: parsed.filenames,
    hasAttachment: parsed.hasAttachment,
    sizeEstimate: parsed.sizeEstimate,
    rfc822MessageId: headers.messageId,
    text: parsed.searchText,
    threadSubject: normalizeSubject(headers.subject),
  };
  keepParse(message, parsed);
  return message;
}

/** Newest first by internalDate, then by id (later ids first), the order of messages.list. */
export function compareNewestFirst(
  a: Pick<StoredMessage, 'internalDate' | 'id'>,
  b: Pick<StoredMessage, 'internalDate' | 'id'>,
): number {
  if (a.internalDate !== b.internalDate) return b.internalDate - a.internalDate;
  return a.id === b.id ? 0 : a.id < b.id ? 1 : -1;
}
