import type { ParsedMessage } from '../mime/types';
import type { SearchableMessage } from '../search/types';
import { normalizeSubject } from './threading';

/**
 * One message as the store keeps it: the raw bytes, their parse (done once) and Gmail's own fields. It
 * is also the SearchableMessage search runs against, built once and kept, so search can cache per object;
 * only `labelIds` changes (it is replaced, never mutated).
 */
export interface StoredMessage extends SearchableMessage {
  labelIds: readonly string[];
  raw: Buffer;
  parsed: ParsedMessage;
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

export function toStoredMessage(fields: StoredMessageFields): StoredMessage {
  const { parsed } = fields;
  const { headers } = parsed;
  return {
    ...fields,
    labelIds: [...new Set(fields.labelIds)],
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
}

/** Newest first by internalDate, then by id (later ids first), the order of messages.list. */
export function compareNewestFirst(
  a: Pick<StoredMessage, 'internalDate' | 'id'>,
  b: Pick<StoredMessage, 'internalDate' | 'id'>,
): number {
  if (a.internalDate !== b.internalDate) return b.internalDate - a.internalDate;
  return a.id === b.id ? 0 : a.id < b.id ? 1 : -1;
}
