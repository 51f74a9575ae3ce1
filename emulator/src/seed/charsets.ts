/**
 * Encoders for the legacy charsets mail still arrives in. Node's TextDecoder reads them all but
 * Buffer writes only UTF-8 and Latin-1, so most encoders invert a decoder once (lazily): decode every
 * byte (or double-byte code) and remember which character it gave.
 */
import { decodeText } from '../mime/charset';

export type MailCharset =
  | 'utf-8'
  | 'iso-8859-1'
  | 'windows-1252'
  | 'iso-8859-7'
  | 'windows-1255'
  | 'koi8-r'
  | 'gb2312'
  | 'iso-2022-jp';

/** The bytes that write one character. */
type Code = readonly number[];

const tables = new Map<MailCharset, Map<string, Code>>();

/** Inverts a single-byte decoder: the first byte that decodes to a character writes it. */
function singleByteTable(decode: (bytes: Buffer) => string): Map<string, Code> {
  const table = new Map<string, Code>();
  for (let byte = 0; byte < 256; byte++) {
    const ch = decode(Buffer.of(byte));
    if (ch !== '\ufffd' && !table.has(ch)) table.set(ch, [byte]);
  }
  return table;
}

interface DoubleByteCodes {
  /** First and last lead byte. */
  leads: readonly [number, number];
  /** First and last trail byte. */
  trails: readonly [number, number];
  /** Bytes around the codes, e.g. the escape sequences of a stateful charset. */
  prefix?: Code;
  suffix?: Code;
}

/**
 * Inverts a double-byte decoder, skipping replacement and private-use characters. All codes are
 * decoded in one call, each to one character: decoding them one by one took tens of milliseconds at
 * every emulator start.
 */
function doubleByteTable(decoder: TextDecoder, codes: DoubleByteCodes): Map<string, Code> {
  const { leads, trails, prefix = [], suffix = [] } = codes;
  const count = (leads[1] - leads[0] + 1) * (trails[1] - trails[0] + 1);
  const bytes = new Uint8Array(prefix.length + 2 * count + suffix.length);
  bytes.set(prefix);
  let end = prefix.length;
  for (let lead = leads[0]; lead <= leads[1]; lead++) {
    for (let trail = trails[0]; trail <= trails[1]; trail++) {
      bytes[end++] = lead;
      bytes[end++] = trail;
    }
  }
  bytes.set(suffix, end);
  const table = new Map<string, Code>();
  let at = prefix.length;
  for (const ch of decoder.decode(bytes)) {
    const point = ch.codePointAt(0) ?? 0;
    const isPrivateUse = point >= 0xe000 && point <= 0xf8ff;
    if (ch !== '\ufffd' && !isPrivateUse && !table.has(ch)) {
      table.set(ch, [bytes[at] ?? 0, bytes[at + 1] ?? 0]);
    }
    at += 2;
  }
  if (at !== end) throw new Error(`${decoder.encoding}: not one character per code`);
  return table;
}

const JIS_X_0208 = [0x1b, 0x24, 0x42]; // ESC $ B
const JIS_ASCII = [0x1b, 0x28, 0x42]; // ESC ( B

function tableFor(charset: MailCharset): Map<string, Code> {
  let table = tables.get(charset);
  if (!table) {
    if (charset === 'gb2312') {
      // GB2312 (EUC-CN) lead and trail bytes, read by the GBK decoder that contains it
      table = doubleByteTable(new TextDecoder('gbk'), {
        leads: [0xa1, 0xf7],
        trails: [0xa1, 0xfe],
      });
    } else if (charset === 'iso-2022-jp') {
      // JIS X 0208 rows, as ISO-2022-JP writes them after ESC $ B
      table = doubleByteTable(new TextDecoder('iso-2022-jp'), {
        leads: [0x21, 0x7e],
        trails: [0x21, 0x7e],
        prefix: JIS_X_0208,
        suffix: JIS_ASCII,
      });
    } else if (charset === 'windows-1252') {
      // Node 20's TextDecoder reads 0x80–0x9F as C1 controls; the mail parser's decoder does not
      table = singleByteTable((bytes) => decodeText(bytes, charset));
    } else {
      const decoder = new TextDecoder(charset);
      table = singleByteTable((bytes) => decoder.decode(bytes));
    }
    tables.set(charset, table);
  }
  return table;
}

const isAscii = (ch: string): boolean => (ch.codePointAt(0) ?? 0x80) < 0x80;

function encodeIso2022Jp(text: string): Buffer {
  const table = tableFor('iso-2022-jp');
  const bytes: number[] = [];
  let inJis = false;
  for (const ch of text) {
    if (isAscii(ch)) {
      if (inJis) bytes.push(...JIS_ASCII);
      inJis = false;
      bytes.push(ch.charCodeAt(0));
      continue;
    }
    const code = table.get(ch);
    if (!code) throw new RangeError(`'${ch}' cannot be written in iso-2022-jp`);
    if (!inJis) bytes.push(...JIS_X_0208);
    inJis = true;
    bytes.push(...code);
  }
  if (inJis) bytes.push(...JIS_ASCII); // RFC 1468: text ends in ASCII
  return Buffer.from(bytes);
}

/** The bytes of `text` in `charset`; throws a RangeError for a character the charset lacks. */
export function encodeCharset(text: string, charset: MailCharset): Buffer {
  if (charset === 'utf-8') return Buffer.from(text, 'utf8');
  if (charset === 'iso-2022-jp') return encodeIso2022Jp(text);
  if (charset === 'iso-8859-1') {
    const wide = [...text].find((ch) => (ch.codePointAt(0) ?? 0) > 0xff);
    if (wide) throw new RangeError(`'${wide}' cannot be written in iso-8859-1`);
    return Buffer.from(text, 'latin1');
  }
  const table = tableFor(charset);
  const bytes: number[] = [];
  for (const ch of text) {
    if (isAscii(ch)) {
      bytes.push(ch.charCodeAt(0));
      continue;
    }
    const code = table.get(ch);
    if (!code) throw new RangeError(`'${ch}' cannot be written in ${charset}`);
    bytes.push(...code);
  }
  return Buffer.from(bytes);
}

/** `text` in `charset`, or in UTF-8 when `charset` lacks one of its characters (as mailers do). */
export function encodeOrUtf8(
  text: string,
  charset: MailCharset,
): { charset: MailCharset; bytes: Buffer } {
  try {
    return { charset, bytes: encodeCharset(text, charset) };
  } catch (error) {
    if (error instanceof RangeError) return { charset: 'utf-8', bytes: Buffer.from(text, 'utf8') };
    throw error;
  }
}

export function canEncode(text: string, charset: MailCharset): boolean {
  return encodeOrUtf8(text, charset).charset === charset;
}
