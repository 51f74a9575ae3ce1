import { parseAddressList, senderOf, type EmailAddress } from './address';
import { unescapeHtml } from './html-escaping';
import { messageBody } from './message-body';
import { contentIdOf, headerValue, internalDateOf, leafParts } from './message-parts';

/** A downloadable part: fetch its bytes with getAttachment(messageId, partId, attachmentId). */
export interface AttachmentRef {
  partId: string;
  filename: string;
  mimeType: string;
  /** Decoded size in bytes. */
  size: number;
  /** Valid for a while only (ids change between calls); the cache key is (messageId, partId). */
  attachmentId: string;
}

/** A part referenced from the HTML as `cid:{contentId}` (inline image…). */
export interface InlinePartRef extends AttachmentRef {
  /** The Content-ID without angle brackets. */
  contentId: string;
}

/** One message of a conversation, ready to display. */
export interface ThreadMessage {
  id: string;
  threadId: string;
  /** Sender; `name` falls back to the address, then 'Unknown'. */
  from: EmailAddress;
  /** The From header as written, e.g. `Ann Lee <ann@example.com>` (for ReplyContext.from). */
  fromHeader: string;
  to: EmailAddress[];
  cc: EmailAddress[];
  /** Subject as written ('' when absent). */
  subject: string;
  /** The Date header as written ('' when absent). */
  date: string;
  /** When Gmail received it, epoch milliseconds. */
  internalDate: number;
  /** The Message-ID header with its angle brackets ('' when absent): In-Reply-To / References of a reply. */
  messageIdHeader: string;
  labelIds: string[];
  isUnread: boolean;
  isStarred: boolean;
  /** Display text (entities decoded). */
  snippet: string;
  /** Untrusted mail HTML (plain-text mail already converted): sanitize and sandbox before display. */
  html: string;
  /** Part of the body could not be decoded and is not in `html`. */
  partsNotShown: boolean;
  /** Parts with a file name, except inline parts the HTML shows through cid:. */
  attachments: AttachmentRef[];
  /** Parts with a Content-ID, so the UI can resolve `cid:` URLs on demand. */
  inlineParts: InlinePartRef[];
}

function attachmentRefOf(part: gapi.client.gmail.MessagePart): AttachmentRef | undefined {
  const attachmentId = part.body?.attachmentId;
  if (!attachmentId) return undefined;
  return {
    partId: part.partId ?? '',
    filename: part.filename ?? '',
    mimeType: part.mimeType ?? 'application/octet-stream',
    size: part.body?.size ?? 0,
    attachmentId,
  };
}

/** Builds the display form of a message fetched with format=full. */
export function toThreadMessage(message: gapi.client.gmail.Message): ThreadMessage {
  const headers = message.payload?.headers;
  const fromHeader = headerValue(headers, 'From') ?? '';
  const { html, partsNotShown } = messageBody(message.payload);
  const inlineParts: InlinePartRef[] = [];
  const attachments: AttachmentRef[] = [];
  const lowerHtml = html.toLowerCase();
  for (const part of leafParts(message.payload)) {
    const ref = attachmentRefOf(part);
    if (!ref) continue;
    const contentId = contentIdOf(part);
    if (contentId) inlineParts.push({ ...ref, contentId });
    const shownInline = contentId && lowerHtml.includes(`cid:${contentId.toLowerCase()}`);
    if (ref.filename && !shownInline) attachments.push(ref);
  }
  const labelIds = message.labelIds ?? [];
  return {
    id: message.id ?? '',
    threadId: message.threadId ?? '',
    from: senderOf(fromHeader),
    fromHeader,
    to: parseAddressList(headerValue(headers, 'To')),
    cc: parseAddressList(headerValue(headers, 'Cc')),
    subject: headerValue(headers, 'Subject') ?? '',
    date: headerValue(headers, 'Date') ?? '',
    internalDate: internalDateOf(message),
    messageIdHeader: headerValue(headers, 'Message-ID')?.trim() ?? '',
    labelIds,
    isUnread: labelIds.includes('UNREAD'),
    isStarred: labelIds.includes('STARRED'),
    snippet: unescapeHtml(message.snippet ?? ''),
    html,
    partsNotShown,
    attachments,
    inlineParts,
  };
}
