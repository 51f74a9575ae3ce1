/**
 * What the conversation view hands to the editor when the user replies, replies to all or forwards
 * (docs/behaviour/compose.md#reply-context). Plain JSON: it travels across remotes on the event
 * bus.
 */
export interface ReplyContext {
  /** The original message's From header as written, e.g. `Ann Lee <ann@example.com>`. */
  from: string;
  /** The original's Reply-To header as written, when it has one: a reply goes there. */
  replyTo?: string;
  /** The original To header's mailboxes, `Name <address>` or bare, names kept for the reply. */
  toList: string[];
  /** The original Cc header's mailboxes, as `toList`. */
  ccList: string[];
  /** Subject of the original, without any "Re: " or "Fwd: " added. */
  originalSubject: string;
  /** The original HTML body, for quoting (not sanitized: treat as hostile). */
  originalHtml: string;
  /** Display name of the original sender, for the "… wrote:" line (falls back to the address). */
  originalSender: string;
  /** The original's Message-ID header, e.g. `<abc@mail.example>`: becomes In-Reply-To and References. */
  replyToMessageId: string;
  /** The original's References header as written ('' or absent when none): a reply's References go on from it. */
  references?: string;
  /** Gmail thread id: a reply is sent into this thread. */
  threadId: string;
  /** Gmail message id of the original. */
  gmailMessageId: string;
  /** When the original was received, epoch milliseconds (Gmail's internalDate). */
  originalDate: number;
  /** The original's attachments: a forward carries them along (downloaded when it is sent). */
  attachments?: OriginalAttachment[];
  /** The original's inline images (its `cid:` parts): the quote shows them and sends them again. */
  inlineImages?: OriginalInlineImage[];
}

/** An inline image of the original message, by the Content-ID its HTML uses (without <>). */
export interface OriginalInlineImage extends OriginalAttachment {
  contentId: string;
}

/** An attachment of the original message, fetched with gmail-client's getAttachment. */
export interface OriginalAttachment {
  messageId: string;
  partId: string;
  /** '' when Gmail sent the content inline, in `data`. */
  attachmentId: string;
  filename: string;
  mimeType: string;
  size: number;
  /** The content as base64url, when Gmail sent it inline (a text part without a name). */
  data?: string;
}
