import { cryptoRandomBytes, randomToken } from '../random';

/** Messages larger than this go through Gmail's upload endpoint; `raw` in JSON carries smaller ones. */
export const UPLOAD_THRESHOLD_BYTES = 5 * 1024 * 1024;

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
