import { randomBytes } from 'node:crypto';
import { parseRawMessage } from '../mime';
import { firstFieldValue, readMessageHeaderSection, withoutFields } from '../mime/header-section';
import { MalformedMessageError, type ParsedMessage } from '../mime/types';
import { invalidArgument, invalidValue, notFound, payloadTooLarge } from '../server/api-error';
import { MAX_MESSAGE_BYTES } from '../server/limits';
import { extractAddresses } from './addresses';
import { assertApplicableLabels, type GmailContext } from './gmail-context';
import { isWellFormedId } from './ids';
import type { StoredMessage } from './stored-message';

/** Decodes the `raw` field: base64url or base64, padding optional, as Google's bytes fields accept. */
export function decodeRawField(raw: unknown): Buffer {
  if (raw === undefined || raw === null || raw === '') {
    throw invalidArgument(
      "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
    );
  }
  if (typeof raw !== 'string' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(raw) || raw.length % 4 === 1) {
    const shown = typeof raw === 'string' ? raw.slice(0, 40) : JSON.stringify(raw);
    throw invalidValue(
      `Invalid value at 'message.raw' (TYPE_BYTES), Base64 decoding failed for "${shown}"`,
    );
  }
  return Buffer.from(raw.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

function parseOrReject(raw: Buffer): ParsedMessage {
  if (raw.length > MAX_MESSAGE_BYTES) throw payloadTooLarge(MAX_MESSAGE_BYTES);
  try {
    return parseRawMessage(raw);
  } catch (error) {
    if (error instanceof MalformedMessageError) throw invalidArgument('Invalid RFC 5322 message.');
    throw error;
  }
}

/** A Message-ID as Gmail writes its own. */
const gmailMessageId = (): string => `<${randomBytes(16).toString('hex')}@mail.gmail.com>`;

/**
 * Gmail stores a message the user writes as written but supplies the headers it lacks: Message-ID,
 * Date and From. A message it sends gets a Message-ID of its own in place of the one written
 * (`replaceMessageId`: reported by lieer and FlowCrypt for API sends); In-Reply-To and References
 * stay as given. Added where its header fields start (at the top, or after a leading envelope line
 * or stray folded line, which must not become a continuation of an added field), with its own line
 * ending.
 */
function completeHeaders(raw: Buffer, context: GmailContext, replaceMessageId: boolean): Buffer {
  const { fields, start, bodyStart } = readMessageHeaderSection(raw);
  const newline =
    bodyStart >= raw.length || raw.subarray(0, bodyStart).includes('\r\n') ? '\r\n' : '\n';
  const isMessageId = (name: string): boolean => name.toLowerCase() === 'message-id';
  const has = (name: string): boolean => firstFieldValue(fields, name) !== undefined;
  const added: string[] = [];
  if (replaceMessageId || !has('Message-ID')) added.push(`Message-ID: ${gmailMessageId()}`);
  if (!has('Date'))
    added.push(`Date: ${new Date(context.now()).toUTCString().replace('GMT', '+0000')}`);
  if (!has('From')) added.push(`From: ${context.user.email}`);
  if (added.length === 0) return raw;
  const replaced = replaceMessageId ? fields.filter((field) => isMessageId(field.name)) : [];
  const lines = Buffer.from(added.join(newline) + newline, 'latin1');
  return Buffer.concat([raw.subarray(0, start), lines, withoutFields(raw, start, replaced)]);
}

/** An explicit threadId must name an existing thread. */
export function checkedThreadId(
  context: GmailContext,
  threadId: string | undefined,
): string | undefined {
  if (threadId === undefined || threadId === '') return undefined;
  if (!isWellFormedId(threadId)) throw invalidArgument('Invalid thread_id value');
  const id = threadId.toLowerCase();
  if (!context.store.thread(id)) throw notFound();
  return id;
}

/** A message the user writes (send, or a draft's content): as given, plus the headers Gmail supplies. */
export interface OutgoingMessage {
  raw: Buffer;
  parsed: ParsedMessage;
}

/** A draft's message (drafts.create, update) keeps its Message-ID; a sent one gets Gmail's own. */
export type OutgoingKind = 'draft' | 'sent';

/** Completes Message-ID, Date and From as Gmail does for `kind`, then parses (400 when it cannot). */
export function prepareOutgoing(
  context: GmailContext,
  raw: Buffer,
  kind: OutgoingKind,
): OutgoingMessage {
  const completed = completeHeaders(raw, context, kind === 'sent');
  return { raw: completed, parsed: parseOrReject(completed) };
}

/**
 * The labels of a message being sent: SENT, plus INBOX and UNREAD when the user is among the
 * recipients. 400 "Recipient address required" when To, Cc and Bcc name nobody.
 */
export function sentLabels(context: GmailContext, parsed: ParsedMessage): string[] {
  const { to, cc, bcc } = parsed.headers;
  const recipients = [to, cc, bcc].flatMap(extractAddresses);
  if (recipients.length === 0) throw invalidArgument('Recipient address required');
  const toSelf = recipients.includes(context.user.email.toLowerCase());
  return toSelf ? ['SENT', 'INBOX', 'UNREAD'] : ['SENT'];
}

/** messages.send: SENT, plus INBOX and UNREAD when the user is among the recipients. */
export function sendMessage(
  context: GmailContext,
  raw: Buffer,
  threadId: string | undefined,
): StoredMessage {
  const joined = checkedThreadId(context, threadId);
  const { raw: completed, parsed } = prepareOutgoing(context, raw, 'sent');
  const sent = context.store.add({
    raw: completed,
    parsed,
    labelIds: sentLabels(context, parsed),
    internalDate: context.now(),
    // A reply joins its thread only when the request names it (docs/google-api.md#sending).
    ...(joined === undefined ? {} : { threadId: joined }),
    threadByHeaders: false,
  });
  context.outbound.record(sent);
  return sent;
}

export type InternalDateSource = 'receivedTime' | 'dateHeader';

export interface InsertOptions {
  labelIds: readonly string[];
  threadId?: string;
  internalDateSource: InternalDateSource;
}

/** messages.insert and messages.import: the message goes in as given, with the labels asked for. */
export function insertMessage(
  context: GmailContext,
  raw: Buffer,
  options: InsertOptions,
): StoredMessage {
  assertApplicableLabels(context, options.labelIds);
  const joined = checkedThreadId(context, options.threadId);
  const parsed = parseOrReject(raw);
  const headerDate = parsed.headers.date;
  const internalDate =
    options.internalDateSource === 'dateHeader' && headerDate !== undefined
      ? headerDate
      : context.now();
  const message = { raw, parsed, labelIds: options.labelIds, internalDate };
  return context.store.add(joined === undefined ? message : { ...message, threadId: joined });
}
