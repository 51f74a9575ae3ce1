import type { Mailbox } from '../mailer-header-encoding';
import type { HeaderField } from '../mime-builder';
import type { Person } from '../people';
import type { AttachmentFile } from './attachment-files';

export type Category =
  | 'CATEGORY_PERSONAL'
  | 'CATEGORY_SOCIAL'
  | 'CATEGORY_PROMOTIONS'
  | 'CATEGORY_UPDATES'
  | 'CATEGORY_FORUMS';

/** What one message says, before it is laid out as MIME by its sender's mail program. */
export interface MessageContent {
  /** The sender's own words as plain text (quotes of earlier messages are added when composing). */
  text: string;
  /** The sender's own words as HTML; derived from `text` when absent. */
  html?: string;
  attachments?: readonly AttachmentFile[];
  /** Images the HTML shows with <img src="cid:…">. */
  inlineImages?: readonly { contentId: string; file: AttachmentFile }[];
  /** A whole message forwarded as a message/rfc822 attachment. */
  attachedMessage?: { filename: string; raw: Buffer };
  /** Right-to-left script: the HTML gets dir="rtl". */
  rtl?: boolean;
  /** Quote the answered message under the reply (default true). */
  quote?: boolean;
}

export interface DraftMessage {
  from: Person;
  to: readonly Mailbox[];
  cc?: readonly Mailbox[];
  bcc?: readonly Mailbox[];
  replyTo?: Mailbox;
  subject: string;
  /** Epoch ms, whole seconds. */
  date: number;
  content: MessageContent;
  /** Index in the thread of the message this one answers (or forwards). */
  parent?: number;
  forward?: boolean;
  headers?: readonly HeaderField[];
  /**
   * Sent from a server its From domain does not vouch for (spoofed, as spam often is): Gmail's
   * Authentication-Results on delivery says fail, not pass.
   */
  spoofedFrom?: boolean;
}

export interface ThreadPlan {
  category: Category;
  messages: DraftMessage[];
  important?: boolean;
  /** Archived: the received messages have no INBOX. */
  archived?: boolean;
  /** User label ids. */
  labels?: readonly string[];
  folder?: 'SPAM' | 'TRASH';
}
