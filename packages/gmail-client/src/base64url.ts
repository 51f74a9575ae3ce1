import { decodeBase64 } from './mime-builder';

/**
 * Decodes base64url as Gmail sends it (RFC 4648 §5). Padded and unpadded input both occur in real
 * answers; the standard alphabet and line breaks are accepted too.
 */
export function decodeBase64Url(data: string): Uint8Array {
  return decodeBase64(data.replace(/-/g, '+').replace(/_/g, '/'));
}

const utf8 = new TextDecoder('utf-8');

/**
 * Text bodies arrive already transcoded to UTF-8 (docs/google-api.md#message-payload, point 3):
 * decode as UTF-8 only.
 */
export function decodeBase64UrlText(data: string): string {
  return utf8.decode(decodeBase64Url(data));
}
