/** A node of Gmail's `payload` tree (gapi.client.gmail.MessagePart with the fields Gmail always sets). */
export interface GmailPart {
  partId: string;
  mimeType: string;
  filename: string;
  headers: { name: string; value: string }[];
  body: { size: number; data?: string; attachmentId?: string };
  parts?: GmailPart[];
}

/** The decoded header fields the store, threading and search need. */
export interface MessageHeaders {
  subject: string;
  from: string;
  to: string;
  cc: string;
  bcc: string;
  /** Date header as epoch ms, or undefined when absent or unparseable. */
  date: number | undefined;
  /** Message-ID without angle brackets, or '' when absent. */
  messageId: string;
  /** In-Reply-To id without angle brackets, or ''. */
  inReplyTo: string;
  /** References ids without angle brackets, oldest first. */
  references: string[];
}

/**
 * A raw RFC 5322 message parsed once into what the API serves. `payload` carries no attachmentId: those
 * change between calls (docs/google-api.md#message-payload), so the store adds fresh ones on every
 * read with `withAttachmentIds`, and `attachmentBodies` answers attachments.get by partId.
 */
export interface ParsedMessage {
  payload: GmailPart;
  /** Decoded bytes of every part that is served by attachmentId, keyed by partId. */
  attachmentBodies: Map<string, Buffer>;
  /** HTML-escaped plain text, about 200 characters, as Gmail's `snippet`. */
  snippet: string;
  /** About the raw size in bytes. */
  sizeEstimate: number;
  headers: MessageHeaders;
  /** Decoded text of the text parts (HTML reduced to text), for bare-word search. */
  searchText: string;
  /** Filenames of the parts that have one. */
  filenames: string[];
  hasAttachment: boolean;
}

/** Raw input that cannot be read as a message: the API answers 400 and stores nothing. */
export class MalformedMessageError extends Error {
  override name = 'MalformedMessageError';
}
