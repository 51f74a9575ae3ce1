import { encodeBase64 } from './base64';
import { MAX_ENCODED_WORD, MAX_HEADER_LINE } from './limits';

const utf8 = new TextEncoder();
const WORD_PREFIX = '=?UTF-8?B?';
const WORD_SUFFIX = '?=';

const encodedWordLength = (byteCount: number) =>
  WORD_PREFIX.length + WORD_SUFFIX.length + Math.ceil(byteCount / 3) * 4;

/**
 * RFC 2047 B-encoded words for `text`, each at most 75 characters (the first at most `firstMax`, for
 * the room left beside the header name). Words split between characters, never inside a UTF-8
 * sequence or a surrogate pair, so each word decodes on its own.
 */
export function encodeWords(text: string, firstMax = MAX_ENCODED_WORD): string[] {
  const words: string[] = [];
  let pending: number[] = [];
  let limit = Math.min(firstMax, MAX_ENCODED_WORD);
  for (const char of text) {
    const bytes = utf8.encode(char);
    if (pending.length > 0 && encodedWordLength(pending.length + bytes.length) > limit) {
      words.push(toEncodedWord(pending));
      pending = [];
      limit = MAX_ENCODED_WORD;
    }
    pending.push(...bytes);
  }
  if (pending.length > 0) words.push(toEncodedWord(pending));
  return words;
}

function toEncodedWord(bytes: number[]): string {
  return `${WORD_PREFIX}${encodeBase64(Uint8Array.from(bytes))}${WORD_SUFFIX}`;
}

/** Header text with control characters (CR and LF above all: header injection) turned into spaces. */
export function cleanHeaderText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ');
}

/** Room for the first token on the header's first line, after "Name: ". */
export function firstLineRoom(headerName: string): number {
  return MAX_HEADER_LINE - headerName.length - 2;
}

/**
 * Tokens for an unstructured header (Subject). Printable ASCII with single spaces and no word too long
 * to fold stays readable and folds at its spaces; anything else (non-ASCII, "=?" that a reader would
 * decode, runs of spaces, over-long words) becomes encoded words, which keep it exactly.
 */
export function unstructuredTokens(text: string, headerName: string): string[] {
  const clean = cleanHeaderText(text);
  if (clean === '') return [];
  const plain =
    /^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/.test(clean) &&
    !clean.includes('=?') &&
    clean.split(' ').every((word) => word.length < MAX_HEADER_LINE);
  return plain ? clean.split(' ') : encodeWords(clean, firstLineRoom(headerName));
}

/**
 * A header field with its tokens joined by single spaces, folded (CRLF + space) before any token that
 * would carry its line past 78 characters. A token too long for any line (a huge Message-ID, which
 * cannot be split) gets a line of its own; RFC 5322 allows up to 998.
 */
export function foldHeader(name: string, tokens: readonly string[]): string {
  const lines: string[] = [];
  let line = `${name}:`;
  for (const token of tokens) {
    if (line.length + 1 + token.length > MAX_HEADER_LINE) {
      lines.push(line);
      line = ` ${token}`;
    } else {
      line += ` ${token}`;
    }
  }
  lines.push(line);
  return lines.join('\r\n');
}
