/**
 * Encoders for the legacy charsets mail still arrives in. Node's TextDecoder reads them all but
 * Buffer writes only UTF-8 and Latin-1, so most encoders invert a decoder once (lazily): decode every
 * byte (or double-byte code) and remember which character it gave.
 */
export type MailCharset =
  | 'utf-8'
  | 'iso-8859-1'
  | 'windows-1252'
  | 'iso-8859-7'
  | 'windows-1255'
  | 'koi8-r'
  | 'gb2312'
  | 'iso-2022-jp';

/**
 * Windows-1252 is Latin-1 except 0x80–0x9F. Its table is written out because Node 20's
 * TextDecoder('windows-1252') decodes those bytes as Latin-1 C1 controls (a Node bug), so it cannot
 * be inverted.
 */
const WINDOWS_1252_HIGH: Readonly<Record<number, string>> = {
  0x80: '\u20ac',
  0x82: '\u201a',
  0x83: '\u0192',
  0x84: '\u201e',
  0x85: '\u2026',
  0x86: '\u2020',
  0x87: '\u2021',
  0x88: '\u02c6',
  0x89: '\u2030',
  0x8a: '\u0160',
  0x8b: '\u2039',
  0x8c: '\u0152',
  0x8e: '\u017d',
  0x91: '\u2018',
  0x92: '\u2019',
  0x93: '\u201c',
  0x94: '\u201d',
  0x95: '\u2022',
  0x96: '\u2013',
  0x97: '\u2014',
  0x98: '\u02dc',
  0x99: '\u2122',
  0x9a: '\u0161',
  0x9b: '\u203a',
  0x9c: '\u0153',
  0x9e: '\u017e',
  0x9f: '\u0178',
};

function windows1252Table(): Map<string, number[]> {
  const table = new Map<string, number[]>();
  for (let byte = 0xa0; byte <= 0xff; byte++) table.set(String.fromCharCode(byte), [byte]);
  for (const [byte, ch] of Object.entries(WINDOWS_1252_HIGH)) table.set(ch, [Number(byte)]);
  return table;
}

const tables = new Map<MailCharset, Map<string, number[]>>();

function singleByteTable(charset: MailCharset): Map<string, number[]> {
  const decoder = new TextDecoder(charset);
  const table = new Map<string, number[]>();
  for (let byte = 0; byte < 256; byte++) {
    const ch = decoder.decode(Uint8Array.of(byte));
    if (ch !== '\ufffd' && !table.has(ch)) table.set(ch, [byte]);
  }
  return table;
}

/** Characters that a double-byte decoder maps to one real (non-replacement, non-private) character. */
function addDoubleByte(
  table: Map<string, number[]>,
  decoder: TextDecoder,
  bytes: Uint8Array,
  code: number[],
): void {
  const ch = decoder.decode(bytes);
  const point = ch.codePointAt(0) ?? 0;
  const isPrivateUse = point >= 0xe000 && point <= 0xf8ff;
  if ([...ch].length === 1 && ch !== '\ufffd' && !isPrivateUse && !table.has(ch)) {
    table.set(ch, code);
  }
}

/** GB2312 (EUC-CN): lead and trail bytes 0xA1–0xFE, decoded with the GBK decoder that contains it. */
function gb2312Table(): Map<string, number[]> {
  const decoder = new TextDecoder('gbk');
  const table = new Map<string, number[]>();
  for (let lead = 0xa1; lead <= 0xf7; lead++) {
    for (let trail = 0xa1; trail <= 0xfe; trail++) {
      addDoubleByte(table, decoder, Uint8Array.of(lead, trail), [lead, trail]);
    }
  }
  return table;
}

const JIS_X_0208 = [0x1b, 0x24, 0x42]; // ESC $ B
const JIS_ASCII = [0x1b, 0x28, 0x42]; // ESC ( B

/** JIS X 0208 rows, as ISO-2022-JP writes them after ESC $ B. */
function jisTable(): Map<string, number[]> {
  const decoder = new TextDecoder('iso-2022-jp');
  const table = new Map<string, number[]>();
  for (let row = 0x21; row <= 0x7e; row++) {
    for (let cell = 0x21; cell <= 0x7e; cell++) {
      addDoubleByte(table, decoder, Uint8Array.of(...JIS_X_0208, row, cell, ...JIS_ASCII), [
        row,
        cell,
      ]);
    }
  }
  return table;
}

function tableFor(charset: MailCharset): Map<string, number[]> {
  let table = tables.get(charset);
  if (!table) {
    if (charset === 'gb2312') table = gb2312Table();
    else if (charset === 'iso-2022-jp') table = jisTable();
    else if (charset === 'windows-1252') table = windows1252Table();
    else table = singleByteTable(charset);
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

/**
 * TextDecoder, except that windows-1252 (and the labels WHATWG maps to it: iso-8859-1, us-ascii …)
 * reads 0x80–0x9F as Windows does: Node 20's decoder returns C1 controls there.
 */
export function decodeCharset(bytes: Uint8Array, charset: string): string {
  const decoder = new TextDecoder(charset.toLowerCase());
  if (decoder.encoding !== 'windows-1252') return decoder.decode(bytes);
  return [...bytes].map((byte) => WINDOWS_1252_HIGH[byte] ?? String.fromCharCode(byte)).join('');
}

export function canEncode(text: string, charset: MailCharset): boolean {
  try {
    encodeCharset(text, charset);
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}
