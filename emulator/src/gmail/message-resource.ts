import { withAttachmentIds } from '../mime';
import { makeAttachmentId } from './attachment-id-codec';
import { parsedMessage, type StoredMessage } from './stored-message';

export const MESSAGE_FORMATS = ['full', 'metadata', 'minimal', 'raw'] as const;
export type MessageFormat = (typeof MESSAGE_FORMATS)[number];
export const THREAD_FORMATS = ['full', 'metadata', 'minimal'] as const;

export interface FormatOptions {
  /** For `metadata`: the headers to keep (case-insensitive); all when empty. */
  metadataHeaders?: readonly string[];
}

/** {id, threadId, labelIds}: what modify, trash, send and insert answer. */
export function messageReference(message: StoredMessage): gapi.client.gmail.Message {
  const out: gapi.client.gmail.Message = { id: message.id, threadId: message.threadId };
  if (message.labelIds.length) out.labelIds = [...message.labelIds];
  return out;
}

function metadataPayload(
  message: StoredMessage,
  wanted: readonly string[],
): gapi.client.gmail.MessagePart {
  const names = new Set(wanted.map((name) => name.toLowerCase()));
  const { payload } = parsedMessage(message);
  const headers = names.size
    ? payload.headers.filter((header) => names.has(header.name.toLowerCase()))
    : payload.headers;
  return { mimeType: payload.mimeType, headers: headers.map((header) => ({ ...header })) };
}

/** The Message resource in one of Gmail's formats, keys in Gmail's order; empty labelIds omitted. */
export function messageResource(
  message: StoredMessage,
  format: MessageFormat,
  options: FormatOptions = {},
): gapi.client.gmail.Message {
  const out = messageReference(message);
  out.snippet = message.snippet;
  if (format === 'full') {
    out.payload = withAttachmentIds(parsedMessage(message).payload, (partId) =>
      makeAttachmentId(message.id, partId),
    );
  } else if (format === 'metadata') {
    out.payload = metadataPayload(message, options.metadataHeaders ?? []);
  }
  out.sizeEstimate = message.sizeEstimate;
  if (format === 'raw') out.raw = message.raw.toString('base64url');
  out.historyId = String(message.historyId);
  out.internalDate = String(message.internalDate);
  return out;
}
