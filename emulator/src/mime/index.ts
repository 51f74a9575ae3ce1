// Raw RFC 5322 / MIME messages → Gmail's `payload` and what the store and search need
// (docs/google-api.md#message-payload).
export { parseRawMessage } from './parse-raw-message';
export { withAttachmentIds } from './parts-served-by-attachment-id';
export { MalformedMessageError } from './types';
export type { GmailPart, MessageHeaders, ParsedMessage } from './types';
