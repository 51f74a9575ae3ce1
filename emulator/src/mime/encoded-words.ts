import { decodeText, normaliseCharsetLabel } from './charset';
import { decodeBase64, hexValue } from './transfer-decoding';

// RFC 2047 encoded words, decoded the lenient way mail readers do: also inside quoted strings and
// next to other text, whitespace between two adjacent encoded words dropped, and adjacent words in
// the same charset joined at the byte level before decoding, so a multi-byte character split across
// two words comes out whole. Charsets follow charset.ts (any TextDecoder label, UTF-7, fallbacks).
const ENCODED_WORD = /=\?([^?\s]+)\?([bBqQ])\?([^?]*)\?=/g;
const ONLY_WHITESPACE = /^[ \t\r\n]*$/;
const UNDERSCORE = 0x5f;
const EQUALS = 0x3d;
const SPACE = 0x20;

/**
 * Q encoding. Raw 8-bit characters inside an encoded word (invalid, but sent by old mailers) stand for
 * their own byte when they fit in one, so they decode in the word's charset like the escaped ones.
 */
function decodeQ(text: string): Buffer {
  const bytes: number[] = [];
  for (let pos = 0; pos < text.length; pos++) {
    const code = text.charCodeAt(pos);
    const high = code === EQUALS ? hexValue(text.charCodeAt(pos + 1)) : -1;
    const low = high >= 0 ? hexValue(text.charCodeAt(pos + 2)) : -1;
    if (low >= 0) {
      bytes.push((high << 4) | low);
      pos += 2;
    } else if (code === UNDERSCORE) {
      bytes.push(SPACE);
    } else if (code <= 0xff) {
      bytes.push(code);
    } else {
      bytes.push(...Buffer.from(String.fromCodePoint(text.codePointAt(pos)!), 'utf8'));
      if (code >= 0xd800 && code <= 0xdbff) pos++;
    }
  }
  return Buffer.from(bytes);
}

function decodeWordBytes(encoding: string, text: string): Buffer {
  return encoding === 'b' || encoding === 'B'
    ? decodeBase64(Buffer.from(text, 'latin1'))
    : decodeQ(text);
}

export function decodeEncodedWords(value: string): string {
  if (!value.includes('=?')) return value;
  let out = '';
  let consumed = 0;
  let run: { charset: string; chunks: Buffer[] } | undefined;
  const flushRun = () => {
    if (run) out += decodeText(Buffer.concat(run.chunks), run.charset);
    run = undefined;
  };
  for (const match of value.matchAll(ENCODED_WORD)) {
    const [word, charsetLabel = '', encoding = '', text = ''] = match;
    const charset = normaliseCharsetLabel(charsetLabel);
    const bytes = decodeWordBytes(encoding, text);
    const gap = value.slice(consumed, match.index);
    const adjacent = run !== undefined && ONLY_WHITESPACE.test(gap);
    if (adjacent && run?.charset === charset) {
      run.chunks.push(bytes);
    } else {
      flushRun();
      if (!adjacent) out += gap;
      run = { charset, chunks: [bytes] };
    }
    consumed = match.index + word.length;
  }
  flushRun();
  return out + value.slice(consumed);
}
