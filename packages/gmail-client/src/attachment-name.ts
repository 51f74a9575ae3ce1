// The name of an attachment Gmail left unnamed (`filename: ""`, docs/google-api.md#unnamed-attachments),
// read from the part's own headers. Only the conversation needs it, so it stays off the first screen.
// Written here rather than taken from a library: libmime, rfc2231 and rfc2047 decode through
// iconv-lite (Node's Buffer, large tables) where the browser's TextDecoder knows every charset, and
// postal-mime keeps its RFC 2231 reader internal.
import { headerValue } from './message-parts';

type MessagePart = gapi.client.gmail.MessagePart;

/** TextDecoder for a MIME charset label; UTF-8 for a label the browser does not know. */
function decoderFor(charset: string): TextDecoder {
  try {
    return new TextDecoder(charset.trim() || 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

const utf8 = new TextEncoder();

/** Bytes of hex-escaped text (`%XX` in RFC 2231, `=XX` in RFC 2047's Q); the rest as UTF-8. */
function escapedBytes(text: string, escape: '%' | '='): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === escape && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...utf8.encode(text[i]));
    }
  }
  return bytes;
}

/** Raw `name=value` pairs after the first ';', quoted or not, lower-cased names, first one wins. */
function rawParameters(value: string): Map<string, string> {
  const params = new Map<string, string>();
  const pattern = /;\s*([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"?|([^;]*))/g;
  for (const [, name = '', quoted, plain] of value.matchAll(pattern)) {
    const key = name.toLowerCase();
    const text = quoted === undefined ? (plain ?? '').trim() : quoted.replace(/\\(.)/g, '$1');
    if (!params.has(key)) params.set(key, text);
  }
  return params;
}

/**
 * One parameter of a Content-Type or Content-Disposition value: RFC 2231 (`name*=charset''%XX`,
 * continuations `name*0*=`, quoted or not, ahead of a plain `name=`), then RFC 2047 words.
 */
export function headerParameter(value: string, name: string): string | undefined {
  const params = rawParameters(value);
  const sections: { index: number; text: string; encoded: boolean }[] = [];
  for (const [key, text] of params) {
    const match = /^(.+?)\*(?:(\d+)(\*)?)?$/.exec(key);
    if (match?.[1] !== name) continue;
    const index = match[2] === undefined ? 0 : Number(match[2]);
    sections.push({ index, text, encoded: match[2] === undefined || match[3] !== undefined });
  }
  if (sections.length === 0) {
    const plain = params.get(name);
    return plain === undefined ? undefined : decodeEncodedWords(plain);
  }
  sections.sort((a, b) => a.index - b.index);
  let charset = 'utf-8';
  const bytes = sections.flatMap(({ text, encoded }, position) => {
    if (!encoded) return [...utf8.encode(text)];
    const parts = position === 0 ? /^([^']*)'[^']*'(.*)$/.exec(text) : null;
    if (parts) charset = parts[1] || charset;
    return escapedBytes(parts ? (parts[2] ?? '') : text, '%');
  });
  return decodeEncodedWords(decoderFor(charset).decode(new Uint8Array(bytes)));
}

/** RFC 2047 encoded words (`=?charset?B|Q?…?=`); blanks between two of them do not count. */
export function decodeEncodedWords(text: string): string {
  return text
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?*]+)(?:\*[^?]*)?\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, kind, data) => {
      const encoded = String(data);
      const bytes =
        String(kind).toUpperCase() === 'B'
          ? Uint8Array.from(atob(encoded.replace(/[^A-Za-z0-9+/]/g, '')), (c) => c.charCodeAt(0))
          : new Uint8Array(escapedBytes(encoded.replace(/_/g, ' '), '='));
      return decoderFor(charset).decode(bytes);
    });
}

/** The usual extension of common attachment types; others use their subtype when it is a word. */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/json': 'json',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/octet-stream': 'bin',
  'application/pgp-signature': 'asc',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
  'text/plain': 'txt',
  'text/calendar': 'ics',
  'text/html': 'html',
  'audio/mpeg': 'mp3',
  'message/rfc822': 'eml',
};

function extensionOf(mimeType: string): string {
  const type = mimeType.toLowerCase();
  const subtype = type.split('/')[1] ?? '';
  return EXTENSIONS[type] ?? (/^[a-z0-9]{1,5}$/.test(subtype) ? subtype : 'bin');
}

/**
 * The name to show for an attachment: Gmail's `filename`; when Gmail gives '' (a name it could not
 * read), the part's Content-Disposition filename, then its Content-Type name; else `attachment.`
 * and the type's usual extension.
 */
export function attachmentName(part: MessagePart): string {
  if (part.filename) return part.filename;
  const disposition = headerValue(part.headers, 'Content-Disposition') ?? '';
  const contentType = headerValue(part.headers, 'Content-Type') ?? '';
  const named =
    headerParameter(disposition, 'filename')?.trim() ||
    headerParameter(contentType, 'name')?.trim();
  return named || `attachment.${extensionOf(part.mimeType ?? '')}`;
}
