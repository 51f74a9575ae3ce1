import { encodeOrUtf8, type MailCharset } from './charsets';
import { charsetLabel, encodeWords, foldHeader } from './mailer-header-encoding';
import {
  encodeBase64Lines,
  encodeQuotedPrintable,
  splitLines,
  withCrlf,
  type TransferEncoding,
} from './transfer-encoders';

/** A small RFC 5322 / 2045 / 2046 / 2231 message builder: a MIME tree in, raw CRLF bytes out. */
export interface MimeLeaf {
  kind: 'leaf';
  /** e.g. 'text/plain', 'image/png', 'message/rfc822'. */
  contentType: string;
  /** Content-Type parameters besides `name`, e.g. { charset: 'UTF-8', method: 'REQUEST' }. */
  params?: Readonly<Record<string, string>>;
  /** The part's bytes before transfer encoding (text already in its charset). */
  body: Buffer;
  encoding: TransferEncoding;
  disposition?: 'attachment' | 'inline';
  filename?: string;
  /** Content-ID without angle brackets. */
  contentId?: string;
}

export interface MimeMultipart {
  kind: 'multipart';
  subtype: 'mixed' | 'alternative' | 'related';
  parts: readonly MimeNode[];
}

export type MimeNode = MimeLeaf | MimeMultipart;

export type HeaderField = readonly [name: string, value: string];

const TSPECIALS = /[()<>@,;:\\"/[\]?=\s]/;
const ATTRIBUTE_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;
const RFC2231_SEGMENT = 60;

/** Quoted when it must be; file names always are, as mail programs write them. */
function quoteParameter(name: string, value: string): string {
  return TSPECIALS.test(value) || value === '' || name === 'name' || name === 'filename'
    ? `${name}="${value.replace(/["\\]/g, (ch) => `\\${ch}`)}"`
    : `${name}=${value}`;
}

/**
 * RFC 2231: name*=UTF-8''%XX…, split into name*0*, name*1* … when long. Segments end between
 * characters, so a reader that decodes each segment on its own still gets whole characters.
 */
function extendedParameter(name: string, value: string): string[] {
  const characters = [...value].map((ch) =>
    [...Buffer.from(ch, 'utf8')]
      .map((byte) => {
        const ascii = String.fromCharCode(byte);
        return ATTRIBUTE_CHAR.test(ascii)
          ? ascii
          : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      })
      .join(''),
  );
  const segments: string[] = [];
  let current = "UTF-8''";
  for (const encoded of characters) {
    if (current.length + encoded.length > RFC2231_SEGMENT) {
      segments.push(current);
      current = '';
    }
    current += encoded;
  }
  segments.push(current);
  if (segments.length === 1) return [`${name}*=${segments[0]}`];
  return segments.map((segment, i) => `${name}*${i}*=${segment}`);
}

const isAscii = (text: string): boolean => /^[\x20-\x7e]*$/.test(text);

/** `type/subtype; a=b; c="d"` with each parameter on its own folded line when long. */
function headerWithParameters(name: string, value: string, parameters: readonly string[]): string {
  const single = `${name}: ${[value, ...parameters].join('; ')}`;
  if (single.length <= 78) return `${single}\r\n`;
  return `${name}: ${value};\r\n` + parameters.map((p) => `\t${p}`).join(';\r\n') + '\r\n';
}

function leafHeaders(leaf: MimeLeaf): string {
  const typeParameters = Object.entries(leaf.params ?? {}).map(([name, value]) =>
    quoteParameter(name, value),
  );
  let out = '';
  if (leaf.filename !== undefined) {
    // Content-Type name: an RFC 2047 word in quotes, as most mailers still write it
    const name = isAscii(leaf.filename)
      ? leaf.filename
      : encodeWords(leaf.filename, 'utf-8', 'B').join(' ');
    typeParameters.push(quoteParameter('name', name));
  }
  out += headerWithParameters('Content-Type', leaf.contentType, typeParameters);
  if (leaf.disposition) {
    const parameters =
      leaf.filename === undefined
        ? []
        : isAscii(leaf.filename)
          ? [quoteParameter('filename', leaf.filename)]
          : extendedParameter('filename', leaf.filename);
    out += headerWithParameters('Content-Disposition', leaf.disposition, parameters);
  }
  if (leaf.contentId) out += `Content-ID: <${leaf.contentId}>\r\n`;
  return out + `Content-Transfer-Encoding: ${leaf.encoding}\r\n`;
}

function encodeLeafBody(leaf: MimeLeaf): string | Buffer {
  switch (leaf.encoding) {
    case 'base64':
      return encodeBase64Lines(leaf.body);
    case 'quoted-printable':
      return encodeQuotedPrintable(leaf.body);
    default:
      return leaf.contentType === 'message/rfc822' ? leaf.body : withCrlf(leaf.body);
  }
}

/** Serialises a node: its header block (without the blank line) and its body. */
function serializeNode(node: MimeNode, nextBoundary: () => string): [string, Buffer] {
  if (node.kind === 'leaf') {
    const body = encodeLeafBody(node);
    return [leafHeaders(node), typeof body === 'string' ? Buffer.from(body, 'latin1') : body];
  }
  const boundary = nextBoundary();
  const headers = headerWithParameters('Content-Type', `multipart/${node.subtype}`, [
    quoteParameter('boundary', boundary),
  ]);
  const chunks: Buffer[] = [];
  for (const part of node.parts) {
    const [partHeaders, partBody] = serializeNode(part, nextBoundary);
    chunks.push(Buffer.from(`--${boundary}\r\n${partHeaders}\r\n`, 'latin1'), partBody);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return [headers, Buffer.concat(chunks)];
}

/**
 * A whole message: `headers` (values already encoded; they are folded here), MIME-Version, then the
 * root part's own headers and body. `nextBoundary` must give a new boundary on every call.
 */
export function serializeMessage(
  headers: readonly HeaderField[],
  root: MimeNode,
  nextBoundary: () => string,
): Buffer {
  const [rootHeaders, body] = serializeNode(root, nextBoundary);
  const head =
    headers.map(([name, value]) => foldHeader(name, value)).join('') +
    'MIME-Version: 1.0\r\n' +
    rootHeaders +
    '\r\n';
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}

/**
 * A text leaf in `charset`, falling back to UTF-8 when the text has a character the charset lacks
 * (what real mailers do). Plain ASCII with short lines goes as 7bit, ISO-2022-JP always does; 8bit is
 * kept only when no line is too long for SMTP.
 */
export function textLeaf(
  subtype: 'plain' | 'html',
  text: string,
  charset: MailCharset,
  preferred: TransferEncoding,
): MimeLeaf {
  const { charset: actual, bytes: body } = encodeOrUtf8(text, charset);
  const lines = splitLines(body);
  const ascii = body.every((byte) => byte < 0x80);
  const shortLines = lines.every((line) => line.length <= 76);
  let encoding: TransferEncoding = preferred;
  if (actual === 'iso-2022-jp' || (ascii && shortLines)) encoding = '7bit';
  else if (preferred === '7bit' || (preferred === '8bit' && lines.some((l) => l.length > 998))) {
    encoding = 'quoted-printable';
  }
  return {
    kind: 'leaf',
    contentType: `text/${subtype}`,
    params: { charset: charsetLabel(actual) },
    body,
    encoding,
  };
}

export function attachmentLeaf(
  contentType: string,
  filename: string,
  data: Buffer,
  contentId?: string,
): MimeLeaf {
  return {
    kind: 'leaf',
    contentType,
    // text attachments are written in UTF-8 by this seed
    ...(contentType.startsWith('text/') ? { params: { charset: 'UTF-8' } } : {}),
    body: data,
    encoding: 'base64',
    disposition: contentId ? 'inline' : 'attachment',
    filename,
    ...(contentId ? { contentId } : {}),
  };
}
