import { decodeBase64Url } from './mime-builder';

const utf8 = new TextDecoder('utf-8');

/**
 * Text bodies arrive already transcoded to UTF-8 (docs/google-api.md#message-payload, point 3):
 * decode as UTF-8 only.
 */
export function decodeBase64UrlText(data: string): string {
  return utf8.decode(decodeBase64Url(data));
}
