import { encodeBase64Body } from './base64';
import { chooseBoundary } from './boundary';
import { headerWithParameters } from './parameters';
import { encodeQuotedPrintable } from './quoted-printable';
import type { RandomBytes } from '../random';

/** A MIME entity: folded header fields and an already transfer-encoded (7-bit) body. */
export interface MimePart {
  headers: string[];
  body: string;
}

const utf8 = new TextEncoder();

function serializePart(part: MimePart): string {
  return `${part.headers.join('\r\n')}\r\n\r\n${part.body}`;
}

/** A UTF-8 text part, quoted-printable or base64, whichever is shorter (CJK text favours base64). */
export function textPart(subtype: 'plain' | 'html', text: string): MimePart {
  const quotedPrintable = encodeQuotedPrintable(text);
  const base64 = encodeBase64Body(utf8.encode(text.replace(/\r\n|\r|\n/g, '\r\n')));
  const useBase64 = base64.length < quotedPrintable.length;
  return {
    headers: [
      headerWithParameters('Content-Type', `text/${subtype}`, [['charset', 'UTF-8']]),
      `Content-Transfer-Encoding: ${useBase64 ? 'base64' : 'quoted-printable'}`,
    ],
    body: useBase64 ? base64 : quotedPrintable,
  };
}

/** A binary leaf: the given headers plus a base64 body in 76-character lines. */
export function binaryPart(headers: readonly string[], data: Uint8Array): MimePart {
  return {
    headers: [...headers, 'Content-Transfer-Encoding: base64'],
    body: encodeBase64Body(data),
  };
}

/** A multipart container around `children`, with a boundary that none of them contains. */
export function multipartPart(
  subtype: 'mixed' | 'related' | 'alternative',
  children: readonly MimePart[],
  randomBytes: RandomBytes,
  parameters: readonly (readonly [string, string])[] = [],
): MimePart {
  const serialized = children.map(serializePart);
  const boundary = chooseBoundary(randomBytes, serialized);
  return {
    headers: [
      headerWithParameters('Content-Type', `multipart/${subtype}`, [
        ...parameters,
        ['boundary', boundary],
      ]),
    ],
    body: `--${boundary}\r\n${serialized.join(`\r\n--${boundary}\r\n`)}\r\n--${boundary}--`,
  };
}
