import { MAX_MESSAGE_BYTES } from '../mime-builder';
import { cryptoRandomBytes, randomToken } from '../random';

/**
 * Messages larger than this go through Gmail's upload endpoint; `raw` in JSON carries smaller ones.
 * Google's front end has refused JSON bodies over 1,048,576 bytes (docs/google-api.md#sizes) and
 * base64 makes a message a third larger, so 512 KiB keeps a JSON body near 700 KB.
 */
export const UPLOAD_THRESHOLD_BYTES = 512 * 1024;

/** A message over Gmail's 35 MiB: refused before any request, so the caller can say so. */
export class MessageTooLargeError extends Error {
  override readonly name = 'MessageTooLargeError';

  constructor(
    /** The message's size in bytes. */
    readonly size: number,
    readonly limit = MAX_MESSAGE_BYTES,
  ) {
    super(`The message is ${size} bytes; Gmail takes at most ${limit}.`);
  }
}

/**
 * The body of a multipart upload (uploadType=multipart): the JSON metadata (the resource around the
 * message: `{threadId}` for messages.send, a Draft for drafts) then the RFC 5322 message itself,
 * unencoded, as Gmail's /upload/ endpoints take it.
 */
export function multipartUpload(
  message: Uint8Array,
  metadata: Record<string, unknown>,
): { body: string; contentType: string } {
  const boundary = `upload_${randomToken(cryptoRandomBytes, 24)}`;
  const body =
    `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(metadata)}\r\n` +
    `--${boundary}\r\nContent-Type: message/rfc822\r\n\r\n${new TextDecoder().decode(message)}\r\n` +
    `--${boundary}--`;
  return { body, contentType: `multipart/related; boundary=${boundary}` };
}
