import { encodeCharset, type MailCharset } from './charsets';

/** RFC 2047 encoded words, mailbox formatting and RFC 5322 folding for header fields. */
export type WordEncoding = 'B' | 'Q';

export interface Mailbox {
  name: string;
  email: string;
}

const MAX_ENCODED_WORD = 75;
const FOLD_AT = 78;

/** How the charset is spelled in headers: upper case, as most mailers write it. */
export function charsetLabel(charset: MailCharset): string {
  return charset.startsWith('windows-') ? charset : charset.toUpperCase();
}

const isAsciiText = (text: string): boolean => /^[\x20-\x7e]*$/.test(text);

/** RFC 2047 5(3): the only characters Q may leave unencoded in a phrase. */
function qEncode(bytes: Buffer): string {
  let out = '';
  for (const byte of bytes) {
    const ch = String.fromCharCode(byte);
    if (/[A-Za-z0-9!*+\-/]/.test(ch)) out += ch;
    else if (byte === 0x20) out += '_';
    else out += `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function encodedWord(text: string, charset: MailCharset, encoding: WordEncoding): string {
  const bytes = encodeCharset(text, charset);
  const encoded = encoding === 'B' ? bytes.toString('base64') : qEncode(bytes);
  return `=?${charsetLabel(charset)}?${encoding}?${encoded}?=`;
}

/**
 * `text` as encoded words of at most 75 characters each, split between characters (never inside a
 * multi-byte sequence; each ISO-2022-JP word returns to ASCII on its own).
 */
export function encodeWords(text: string, charset: MailCharset, encoding: WordEncoding): string[] {
  const words: string[] = [];
  let chunk = '';
  for (const ch of text) {
    if (chunk && encodedWord(chunk + ch, charset, encoding).length > MAX_ENCODED_WORD) {
      words.push(encodedWord(chunk, charset, encoding));
      chunk = '';
    }
    chunk += ch;
  }
  if (chunk) words.push(encodedWord(chunk, charset, encoding));
  return words;
}

/**
 * An unstructured value (Subject): ASCII stays as written; otherwise everything from the first word
 * with a non-ASCII character on is encoded, as Thunderbird does, so 'Re: ' prefixes stay readable.
 */
export function encodeUnstructured(
  text: string,
  charset: MailCharset,
  encoding: WordEncoding,
): string {
  if (isAsciiText(text)) return text;
  const words = text.split(' ');
  const firstWide = words.findIndex((word) => !isAsciiText(word));
  const plain = words.slice(0, firstWide).join(' ');
  const encoded = encodeWords(words.slice(firstWide).join(' '), charset, encoding).join(' ');
  return plain ? `${plain} ${encoded}` : encoded;
}

/** 'Name <address>' with the display name as an atom run, a quoted string or encoded words. */
export function formatMailbox(
  mailbox: Mailbox,
  charset: MailCharset,
  encoding: WordEncoding,
): string {
  const { name, email } = mailbox;
  if (!name) return email;
  if (!isAsciiText(name)) return `${encodeWords(name, charset, encoding).join(' ')} <${email}>`;
  if (/^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~ ]+$/.test(name)) return `${name} <${email}>`;
  return `"${name.replace(/["\\]/g, (ch) => `\\${ch}`)}" <${email}>`;
}

/**
 * `Name: value` folded at spaces so lines stay within 78 characters where a space allows it
 * (RFC 5322 2.2.3); continuation lines start with a space. Lines end in CRLF.
 */
export function foldHeader(name: string, value: string): string {
  const lines: string[] = [];
  let current = `${name}:`;
  let tokensOnLine = 0;
  for (const token of value.split(' ')) {
    if (tokensOnLine > 0 && current.length + 1 + token.length > FOLD_AT) {
      lines.push(current);
      current = '';
      tokensOnLine = 0;
    }
    current += ` ${token}`;
    tokensOnLine++;
  }
  lines.push(current);
  return lines.join('\r\n') + '\r\n';
}
