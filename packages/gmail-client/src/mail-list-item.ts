import { parseAddressList, senderOf } from './address';
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
   * Display name of the newest message's sender not written by the user (no SENT or DRAFT label); in
   * a thread all the user's, of the newest message. Bare address when no name was written; 'Unknown' without a From.
   */
  from: string;
  /**
   * Display names (else bare addresses) of the To and Cc of the newest message the user wrote (SENT or
   * DRAFT), comma separated: what Sent and Drafts rows show. '' when the user wrote none.
   */
  to: string;
  /** The newest message is the user's draft: the row says "Draft", as Gmail's does. */
  hasDraft: boolean;
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
  /**
   * Every From / To / Cc mailbox in the thread, one per address, as `Name <address>` or the bare
   * address (lower-cased): compose's suggestions, names included.
   */
  addresses: string[];
}

type Message = gapi.client.gmail.Message;

/** Every From / To / Cc mailbox of the messages, one per address (compose's suggestions). */
export function addressesOf(messages: readonly Message[]): string[] {
  const addressHeaders = messages.flatMap((message) =>
    ['From', 'To', 'Cc'].map((name) => headerValue(message.payload?.headers, name)),
  );
  // Always quoted, the cheapest form a list parser reads back whatever the name holds: these rows
  // are built before the first screen shows.
  return collectSuggestions(addressHeaders).map(({ name, email }) =>
    name ? `"${name.replace(/["\\]/g, '\\$&')}" <${addressKey(email)}>` : addressKey(email),
  );
}

function newestOf(messages: readonly Message[]): Message | undefined {
  return messages.reduce<Message | undefined>(
    (newest, message) =>
      !newest || internalDateOf(message) >= internalDateOf(newest) ? message : newest,
    undefined,
  );
}

const writtenByUser = (message: Message) =>
  message.labelIds?.some((label) => label === 'SENT' || label === 'DRAFT') ?? false;

/** The To and Cc names of `message`, comma separated. */
function recipientNamesOf(message: Message | undefined): string {
  const headers = message?.payload?.headers;
  const recipients = [
    ...parseAddressList(headerValue(headers, 'To')),
    ...parseAddressList(headerValue(headers, 'Cc')),
  ];
  return recipients.map((recipient) => recipient.name || recipient.email).join(', ');
}

/** Builds the row of a thread fetched with the row `fields` (no bodies); undefined for an empty one. */
export function toMailListItem(thread: gapi.client.gmail.Thread): MailListItem | undefined {
  const messages = thread.messages ?? [];
  const newest = newestOf(messages);
  const first = messages[0];
  if (!newest || !first) return undefined;
  const received = newestOf(messages.filter((message) => !writtenByUser(message)));
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
    to: recipientNamesOf(newestOf(messages.filter(writtenByUser))),
    hasDraft: newest.labelIds?.includes('DRAFT') ?? false,
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
