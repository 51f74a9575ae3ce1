import { randomBytes } from 'node:crypto';

const PREFIX = 'ANGjdJ';
const NONCE_BYTES = 12;

/**
 * A fresh attachment id for (message, part) on every read, as Gmail's change between calls. The id
 * carries both, after a random nonce, so attachments.get needs no table of issued ids.
 */
export function makeAttachmentId(messageId: string, partId: string): string {
  const payload = Buffer.concat([
    randomBytes(NONCE_BYTES),
    Buffer.from(`${messageId}.${partId}`, 'latin1'),
  ]);
  return `${PREFIX}${payload.toString('base64url')}`;
}

export function readAttachmentId(
  attachmentId: string,
): { messageId: string; partId: string } | undefined {
  if (!attachmentId.startsWith(PREFIX)) return undefined;
  const payload = Buffer.from(attachmentId.slice(PREFIX.length), 'base64url');
  if (payload.length <= NONCE_BYTES) return undefined;
  const text = payload.subarray(NONCE_BYTES).toString('latin1');
  const dot = text.indexOf('.');
  if (dot <= 0) return undefined;
  return { messageId: text.slice(0, dot), partId: text.slice(dot + 1) };
}
