import { parseAddressList, senderOf, type EmailAddress } from './address';
import { attachmentName } from './attachment-name';
import { unescapeHtml } from './html-escaping';
import { messageBodySteps } from './message-body';
import { isSenderAuthenticated } from './sender-authentication';
import {
  contentIdOf,
  headerValue,
  internalDateOf,
  leafParts,
  saysAttachment,
} from './message-parts';
import { runToEnd, type Steps } from './work-in-slices';

/**
 * A downloadable part: fetch its bytes with getAttachment(messageId, partId, attachmentId), or
 * decode `data` when Gmail gave them inline.
 */
export interface AttachmentRef {
  partId: string;
  /** Gmail's filename, else one read from the part's headers, else `attachment.{extension}`. */
  filename: string;
  mimeType: string;
  /** Decoded size in bytes. */
  size: number;
  /**
   * Valid for a while only (ids change between calls); the cache key is (messageId, partId). ''
   * for a text part that says `attachment` but has no name: Gmail sends those inline, in `data`.
   */
  attachmentId: string;
  /** The content as base64url, when Gmail sent it inline (no attachmentId). */
  data?: string;
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
  /**
   * Gmail authenticated the From address's domain on delivery (sender-authentication.ts): only such
   * a sender's mail may be covered by "always show images from" (anyone can write any From).
   */
  senderAuthenticated: boolean;
  to: EmailAddress[];
  cc: EmailAddress[];
  /** Only on the sender's own copies (Sent, Drafts): Gmail keeps Bcc out of what others get. */
  bcc: EmailAddress[];
  /** Subject as written ('' when absent). */
  subject: string;
  /** The Date header as written ('' when absent). */
  date: string;
  /** When Gmail received it, epoch milliseconds. */
  internalDate: number;
  /** The Message-ID header with its angle brackets ('' when absent): In-Reply-To / References of a reply. */
  messageIdHeader: string;
  /** The References header as written ('' when absent): a reply's References continue it. */
  referencesHeader: string;
  /** The Reply-To header as written ('' when absent): where a reply goes instead of From. */
  replyToHeader: string;
  labelIds: string[];
  isUnread: boolean;
  isStarred: boolean;
  /** Display text (entities decoded). */
  snippet: string;
  /** Untrusted mail HTML (plain-text mail already converted): sanitize and sandbox before display. */
  html: string;
  /**
   * The body with plain-text alternatives preferred (converted to HTML like `html`): shown when
   * `html` is too large to show. Equal to `html` when there is no richer alternative.
   */
  textVersionHtml: string;
  /** Part of the body could not be decoded and is not in `html`. */
  partsNotShown: boolean;
  /** A text part was too large to read and is not in `html` (which is its text version, or ''). */
  partsTooLarge: boolean;
  /**
   * Parts with an attachmentId or a `Content-Disposition: attachment`, except inline parts the HTML
   * shows through cid:. Each has a name (attachmentName), also where Gmail gave none.
   */
  attachments: AttachmentRef[];
  /** Parts with a Content-ID, so the UI can resolve `cid:` URLs on demand. */
  inlineParts: InlinePartRef[];
}

function attachmentRefOf(part: gapi.client.gmail.MessagePart): AttachmentRef | undefined {
  const attachmentId = part.body?.attachmentId ?? '';
  if (!attachmentId && !saysAttachment(part)) return undefined;
  const ref: AttachmentRef = {
    partId: part.partId ?? '',
    filename: attachmentName(part),
    mimeType: part.mimeType ?? 'application/octet-stream',
    size: part.body?.size ?? 0,
    attachmentId,
  };
  return attachmentId ? ref : { ...ref, data: part.body?.data ?? '' };
}

/** Builds the display form of a message fetched with format=full. */
export function toThreadMessage(message: gapi.client.gmail.Message): ThreadMessage {
  return runToEnd(threadMessageSteps(message));
}

/** toThreadMessage cut into steps: one after each part its body decodes. */
export function* threadMessageSteps(message: gapi.client.gmail.Message): Steps<ThreadMessage> {
  const headers = message.payload?.headers;
  const fromHeader = headerValue(headers, 'From') ?? '';
  const { html, textVersionHtml, partsNotShown, partsTooLarge } = yield* messageBodySteps(
    message.payload,
  );
  const inlineParts: InlinePartRef[] = [];
  const attachments: AttachmentRef[] = [];
  const lowerHtml = html.toLowerCase();
  for (const part of leafParts(message.payload)) {
    const ref = attachmentRefOf(part);
    if (!ref) continue;
    // Only parts behind an attachment id can be fetched for a cid: URL.
    const contentId = ref.attachmentId ? contentIdOf(part) : undefined;
    if (contentId) inlineParts.push({ ...ref, contentId });
    const shownInline = contentId && lowerHtml.includes(`cid:${contentId.toLowerCase()}`);
    if (!shownInline) attachments.push(ref);
  }
  const labelIds = message.labelIds ?? [];
  const from = senderOf(fromHeader);
  return {
    id: message.id ?? '',
    threadId: message.threadId ?? '',
    from,
    fromHeader,
    senderAuthenticated: isSenderAuthenticated(headers, from.email),
    to: parseAddressList(headerValue(headers, 'To')),
    cc: parseAddressList(headerValue(headers, 'Cc')),
    bcc: parseAddressList(headerValue(headers, 'Bcc')),
    subject: headerValue(headers, 'Subject') ?? '',
    date: headerValue(headers, 'Date') ?? '',
    internalDate: internalDateOf(message),
    messageIdHeader: headerValue(headers, 'Message-ID')?.trim() ?? '',
    referencesHeader: headerValue(headers, 'References')?.trim() ?? '',
    replyToHeader: headerValue(headers, 'Reply-To')?.trim() ?? '',
    labelIds,
    isUnread: labelIds.includes('UNREAD'),
    isStarred: labelIds.includes('STARRED'),
    snippet: unescapeHtml(message.snippet ?? ''),
    html,
    textVersionHtml,
    partsNotShown,
    partsTooLarge,
    attachments,
    inlineParts,
  };
}
