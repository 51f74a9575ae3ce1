import { isAscii, isUtf8 } from 'node:buffer';
import { decodeUtf7 } from './utf7';

/*
 * Bytes in a declared charset → JS string, with the fallbacks real mail needs:
 * - a label TextDecoder knows (after normalising spelling such as 'cp-1252', 'ISO_8859-1', 'x-sjis')
 *   is used as declared; 'utf-7' is decoded here because TextDecoder has no UTF-7; 'utf-8' text that
 *   is plainly single-byte text is read as windows-1252 (decodeDeclaredUtf8);
 * - no charset, an ASCII label ('us-ascii', 'ascii', …) or an unknown label: mailers routinely send
 *   8-bit text under these, so the bytes are read as UTF-8 when they are valid UTF-8, else as
 *   windows-1252 (which is what the WHATWG 'latin1' / 'iso-8859-1' labels mean).
 */

// WHATWG windows-1252 for bytes 0x80-0x9F (the rest is ISO-8859-1). Node 20.18.3+ decodes
// 'windows-1252' (and 'latin1', 'us-ascii', … which mean it) as ISO-8859-1 (nodejs/node#60888), so
// curly quotes and the euro sign would come out as C1 control characters.
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
].map((codePoint) => String.fromCharCode(codePoint));

function decodeWindows1252(bytes: Buffer): string {
  return bytes
    .toString('latin1')
    .replace(/[\x80-\x9f]/g, (ch) => WINDOWS_1252_HIGH[ch.charCodeAt(0) - 0x80]!);
}

const decoders = new Map<string, TextDecoder | null>();

const UNSPECIFIC_LABELS = new Set([
  '',
  'us-ascii',
  'ascii',
  'ansi_x3.4-1968',
  'iso646-us',
  'us',
  'unknown',
  'unknown-8bit',
  'x-unknown',
  'default',
]);
const UTF7_LABELS = new Set(['utf-7', 'utf7', 'x-utf-7', 'unicode-1-1-utf-7']);

/** Lower-cased label without quotes, whitespace or an RFC 2231 language suffix ('utf-8*en'). */
export function normaliseCharsetLabel(label: string | undefined): string {
  if (!label) return '';
  const trimmed = label.trim().replace(/^["']+|["']+$/g, '');
  const star = trimmed.indexOf('*');
  return (star === -1 ? trimmed : trimmed.slice(0, star)).trim().toLowerCase();
}

function spellingVariants(label: string): string[] {
  const dashed = label.replace(/[_\s]+/g, '-');
  const variants = [label, dashed, dashed.replace(/^x-/, '')];
  const windowsCodePage = /^(?:cp|windows|win|ms)-?(125\d|874)$/.exec(dashed);
  if (windowsCodePage) variants.push(`windows-${windowsCodePage[1]}`);
  const isoCharset = /^iso-?8859-?(\d+)$/.exec(dashed);
  if (isoCharset) variants.push(`iso-8859-${isoCharset[1]}`);
  return variants;
}

function findDecoder(label: string): TextDecoder | null {
  const cached = decoders.get(label);
  if (cached !== undefined) return cached;
  let found: TextDecoder | null = null;
  for (const variant of spellingVariants(label)) {
    try {
      found = new TextDecoder(variant);
      break;
    } catch {
      // not a label TextDecoder knows; try the next spelling
    }
  }
  decoders.set(label, found);
  return found;
}

/** UTF-8 when the bytes are valid UTF-8 (ASCII included), else windows-1252. */
export function decodeUtf8OrWindows1252(bytes: Buffer): string {
  if (isAscii(bytes) || isUtf8(bytes)) return bytes.toString('utf8');
  return decodeWindows1252(bytes);
}

/** Decodes bytes declared to be in `charset` (see the fallback rules at the top of this file). */
export function decodeText(bytes: Buffer, charset: string | undefined): string {
  const label = normaliseCharsetLabel(charset);
  if (UTF7_LABELS.has(label)) return decodeUtf7(bytes.toString('latin1'));
  if (UNSPECIFIC_LABELS.has(label)) return decodeUtf8OrWindows1252(bytes);
  const decoder = findDecoder(label);
  if (!decoder) return decodeUtf8OrWindows1252(bytes);
  if (decoder.encoding === 'utf-8') return decodeDeclaredUtf8(bytes);
  if (decoder.encoding === 'windows-1252') return decodeWindows1252(bytes);
  return decoder.decode(bytes);
}

/**
 * Text declared UTF-8 that holds no valid multi-byte sequence at all but does hold 8-bit bytes is
 * single-byte text under a wrong label (old Netscape did this) and is read as windows-1252; text with
 * some valid UTF-8 keeps UTF-8 with U+FFFD for the bad bytes.
 */
function decodeDeclaredUtf8(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  const decodedSomeNonAscii = /[\x80-\ufffc\ufffe\uffff]/.test(text);
  const singleByteText = text.includes('\ufffd') && !decodedSomeNonAscii && !isUtf8(bytes);
  return singleByteText ? decodeWindows1252(bytes) : text;
}
