import { senderOf } from './address';
import { addressKey, collectSuggestions } from './rules';
import { unescapeHtml } from './html-escaping';
import { attachmentFileNames, headerValue, internalDateOf } from './message-parts';

/** One mailbox row: one conversation (thread), as Gmail lists them. Plain JSON (it is cached). */
export interface MailListItem {
  /** Id of the thread's newest message: the row opens /email/{threadId}/{id}. */
  id: string;
  threadId: string;
  /** Messages in the thread (the badge shows when > 1). */
  threadCount: number;
  /** The newest message's snippet, HTML entities decoded: display text, not HTML. */
  snippet: string;
  /** The first message's Subject, or 'No Subject'. */
  subject: string;
  /**
   * Display name of the newest message's sender not sent by the user (no SENT label); in an all-sent
   * thread, of the newest message. Bare address when no name was written; 'Unknown' without a From.
   */
  from: string;
  /** The newest message's internalDate as ISO 8601 (formatting for display is the UI's job). */
  time: string;
  /** The newest message's internalDate, epoch milliseconds. */
  internalDate: number;
  /** Union of the messages' label ids. */
  labels: string[];
  isImportant: boolean;
  isStarred: boolean;
  isUnread: boolean;
  hasAttachment: boolean;
  /** File names of every part with a filename, over all messages. */
  attachments: string[];
  /** Every From / To / Cc address in the thread, lower-cased, deduplicated: for compose suggestions. */
  addresses: string[];
}

type Message = gapi.client.gmail.Message;

/** Every From / To / Cc address of the messages, lower-cased, deduplicated (compose's suggestions). */
export function addressesOf(messages: readonly Message[]): string[] {
  const addressHeaders = messages.flatMap((message) =>
    ['From', 'To', 'Cc'].map((name) => headerValue(message.payload?.headers, name)),
  );
  return collectSuggestions(addressHeaders).map(addressKey);
}

function newestOf(messages: readonly Message[]): Message | undefined {
  return messages.reduce<Message | undefined>(
    (newest, message) =>
      !newest || internalDateOf(message) >= internalDateOf(newest) ? message : newest,
    undefined,
  );
}

/** Builds the row of a thread fetched with the row `fields` (no bodies); undefined for an empty one. */
export function toMailListItem(thread: gapi.client.gmail.Thread): MailListItem | undefined {
  const messages = thread.messages ?? [];
  const newest = newestOf(messages);
  const first = messages[0];
  if (!newest || !first) return undefined;
  const received = newestOf(messages.filter((message) => !message.labelIds?.includes('SENT')));
  const labels = [...new Set(messages.flatMap((message) => message.labelIds ?? []))];
  const attachments = messages.flatMap((message) => attachmentFileNames(message.payload));
  const internalDate = internalDateOf(newest);
  return {
    id: newest.id ?? '',
    threadId: thread.id ?? newest.threadId ?? '',
    threadCount: messages.length,
    snippet: unescapeHtml(newest.snippet ?? ''),
    subject: headerValue(first.payload?.headers, 'Subject')?.trim() || 'No Subject',
    from: senderOf(headerValue((received ?? newest).payload?.headers, 'From')).name,
    time: new Date(internalDate).toISOString(),
    internalDate,
    labels,
    isImportant: labels.includes('IMPORTANT'),
    isStarred: labels.includes('STARRED'),
    isUnread: labels.includes('UNREAD'),
    hasAttachment: attachments.length > 0,
    attachments,
    addresses: addressesOf(messages),
  };
}
