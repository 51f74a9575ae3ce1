import type { RandomBytes } from '../random';

export interface MailAttachment {
  filename: string;
  /** Falls back to application/octet-stream when not a well-formed type. */
  mimeType: string;
  data: Uint8Array;
}

/** A message to send. Address entries are bare (`ann@example.com`) or `Ann Lee <ann@example.com>`. */
export interface MailDraft {
  /** Gmail fills From with the account's address when absent. */
  from?: string;
  to: string[];
  cc: string[];
  /** Kept in the raw message: Gmail needs it there to deliver, and removes it from what others see. */
  bcc?: string[];
  subject: string;
  /** May hold data-URI images; they become inline cid: parts. */
  html: string;
  /** Plain-text alternative; derived from `html` when absent. */
  text?: string;
  /**
   * The original's Message-ID for a reply; References defaults to it
   * (docs/behaviour/compose.md#mime-message).
   */
  inReplyTo?: string;
  /** Message-IDs, a list or one space-separated string. */
  references?: string | string[];
  attachments: MailAttachment[];
  /** Defaults to now. */
  date?: Date;
  /** With or without angle brackets; generated when absent (Gmail may replace it). */
  messageId?: string;
}

export interface BuildOptions {
  /** Source of randomness for boundaries, Message-ID and Content-IDs; crypto by default. */
  randomBytes?: RandomBytes;
}
