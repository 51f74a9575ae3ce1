import PostalMime from 'postal-mime';
import { MAX_BODY_LINE, MAX_HEADER_LINE } from './limits';
import type { RandomBytes } from '../random';

/** Test support only: helpers shared by this folder's tests. */

/** Deterministic bytes (xorshift32) so a test can build the same message twice. */
export function seededRandomBytes(seed = 1): RandomBytes {
  let state = seed >>> 0 || 1;
  return (length) =>
    Uint8Array.from({ length }, () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) & 0xff;
    });
}

/** Bytes covering every value, 0x00 and 0xFF included, in a shuffled but repeatable order. */
export function binarySample(length: number, seed = 7): Uint8Array {
  const random = seededRandomBytes(seed)(length);
  return random.map((byte, index) => (index < 256 ? index : byte));
}

export const decodeAscii = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** Parses a message in a minimal envelope, for checking one header or one encoded body. */
export function parseWithPostalMime(raw: string | Uint8Array) {
  return PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
}

/** One text body the way postal-mime decodes it inside a multipart, as the builder places bodies. */
export async function decodeBodyWithPostalMime(
  body: string,
  transferEncoding: 'quoted-printable' | 'base64',
): Promise<string> {
  const boundary = 'test-only-boundary';
  const raw =
    `Content-Type: multipart/mixed; boundary="${boundary}"\r\n\r\n--${boundary}\r\n` +
    'Content-Type: text/plain; charset=UTF-8\r\n' +
    `Content-Transfer-Encoding: ${transferEncoding}\r\n\r\n${body}\r\n--${boundary}--\r\n`;
  return (await parseWithPostalMime(raw)).text ?? '';
}

/**
 * Every line of the message with whether it belongs to a header block (the message's or a part's)
 * or to a body. Part headers start after each boundary delimiter line.
 */
export function classifyLines(message: string): { line: string; inHeader: boolean }[] {
  const boundaries = [...message.matchAll(/boundary="([^"]+)"/g)].map((m) => `--${m[1] ?? ''}`);
  let inHeader = true;
  return message.split('\r\n').map((line) => {
    const wasHeader = inHeader;
    if (inHeader && line === '') inHeader = false;
    if (boundaries.some((b) => line === b)) inHeader = true;
    return { line, inHeader: wasHeader && line !== '' };
  });
}

/** The lines that break RFC 5322 / 2045 length limits: headers over 78, bodies over 76. */
export function overlongLines(message: string): string[] {
  return classifyLines(message)
    .filter(({ line, inHeader }) => line.length > (inHeader ? MAX_HEADER_LINE : MAX_BODY_LINE))
    .map(({ line }) => line);
}

/** Unfolds one header field of a raw header block (the first occurrence), or undefined. */
export function rawHeader(headerBlock: string, name: string): string | undefined {
  const match = new RegExp(`^${name}:((?:[^\\r\\n]|\\r\\n[ \\t])*)`, 'im').exec(headerBlock);
  return match?.[1]?.replace(/\r\n(?=[ \t])/g, '').trim();
}

/** postal-mime content as bytes, whatever form it chose. */
export function contentBytes(content: ArrayBuffer | Uint8Array | string): Uint8Array {
  if (typeof content === 'string') return new TextEncoder().encode(content);
  return content instanceof Uint8Array ? content : new Uint8Array(content);
}

/**
 * The text postal-mime returns for a part holding `input`: base64 gives back the canonical CRLF line
 * breaks; its quoted-printable decoder gives LF, plus one LF for the line that closes the part.
 */
export function asPostalMimeText(input: string, transferEncoding: string | undefined): string {
  const crlf = input.replace(/\r\n|\r|\n/g, '\r\n');
  return transferEncoding === 'base64' ? crlf : `${crlf.replace(/\r\n/g, '\n')}\n`;
}

/** The Content-Transfer-Encoding of the first part of `mimeType` in a raw message. */
export function transferEncodingOf(raw: string, mimeType: string): string | undefined {
  const start = raw.indexOf(`Content-Type: ${mimeType}`);
  if (start < 0) return undefined;
  const headers = raw.slice(start, raw.indexOf('\r\n\r\n', start));
  return rawHeader(headers, 'Content-Transfer-Encoding');
}

export interface MimeTreeNode {
  type: string;
  headers: string;
  body: string;
  children: MimeTreeNode[];
}

/** A minimal reader of the builder's output as a tree, to check its structure. */
export function parseMimeTree(raw: string): MimeTreeNode {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const contentType = rawHeader(headers, 'Content-Type') ?? 'text/plain';
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const boundary = /boundary="([^"]+)"/.exec(contentType)?.[1];
  const children =
    type.startsWith('multipart/') && boundary
      ? body
          .split(`--${boundary}`)
          .slice(1, -1)
          .map((chunk) => parseMimeTree(chunk.replace(/^\r\n/, '').replace(/\r\n$/, '')))
      : [];
  return { type, headers, body, children };
}

/** e.g. "multipart/mixed(multipart/alternative(text/plain,text/html),application/pdf)". */
export function shapeOf(node: MimeTreeNode): string {
  return node.children.length > 0
    ? `${node.type}(${node.children.map(shapeOf).join(',')})`
    : node.type;
}
