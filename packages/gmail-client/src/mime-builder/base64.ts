import { MAX_BODY_LINE } from './limits';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const ALPHABET_CODES = Uint8Array.from(ALPHABET, (char) => char.charCodeAt(0));
const PAD = '='.charCodeAt(0);
const asciiDecoder = new TextDecoder();

/** Standard base64 (RFC 4648 §4), padded, on one line. Works on large attachments without Buffer. */
export function encodeBase64(bytes: Uint8Array): string {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  let o = 0;
  for (let i = 0; i < bytes.length; i += 3) {
    const remaining = bytes.length - i;
    const triple = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out[o++] = ALPHABET_CODES[(triple >> 18) & 63] ?? PAD;
    out[o++] = ALPHABET_CODES[(triple >> 12) & 63] ?? PAD;
    out[o++] = remaining > 1 ? (ALPHABET_CODES[(triple >> 6) & 63] ?? PAD) : PAD;
    out[o++] = remaining > 2 ? (ALPHABET_CODES[triple & 63] ?? PAD) : PAD;
  }
  return asciiDecoder.decode(out);
}

/** Base64 body of a MIME part: 76-character lines joined by CRLF (RFC 2045 §6.8). */
export function encodeBase64Body(bytes: Uint8Array): string {
  const encoded = encodeBase64(bytes);
  const lines: string[] = [];
  for (let i = 0; i < encoded.length; i += MAX_BODY_LINE) {
    lines.push(encoded.slice(i, i + MAX_BODY_LINE));
  }
  return lines.join('\r\n');
}

/** URL-safe base64 without padding, as messages.send's `raw` takes it. */
export function toBase64Url(bytes: Uint8Array): string {
  return encodeBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes standard base64 (whitespace ignored); throws on anything else. */
export function decodeBase64(text: string): Uint8Array {
  const binary = atob(text.replace(/\s+/g, ''));
  // A plain loop: Uint8Array.from with a mapping function takes seconds for a 10 MB body.
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Decodes base64url as Gmail sends it (RFC 4648 §5). Padded and unpadded input both occur in real
 * answers; the standard alphabet and line breaks are accepted too.
 */
export function decodeBase64Url(data: string): Uint8Array {
  // Native where the browser has it (Chromium 140+): megabytes of body in milliseconds.
  if (fromBase64) {
    try {
      return fromBase64(data, { alphabet: 'base64url' });
    } catch {
      // The standard alphabet mixed in: decoded below.
    }
  }
  return decodeBase64(data.replace(/-/g, '+').replace(/_/g, '/'));
}

/** `Uint8Array.fromBase64` (ES2026), not yet in TypeScript's lib; skips whitespace, padding optional. */
const fromBase64 = (
  Uint8Array as unknown as {
    fromBase64?: (text: string, options: { alphabet: 'base64url' }) => Uint8Array;
  }
).fromBase64;
