import { isAscii, isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';

/*
 * Bytes in a declared charset → JS string. The decoding is iconv-lite's (UTF-7, the windows, ISO and
 * CJK code pages under their many spellings: 'cp-1252', 'ISO_8859-1', 'x-sjis' …), after the label
 * is read the WHATWG way mail readers follow (ISO-8859-1 and ASCII labels mean windows-1252). What
 * is ours is the fallback for what real mail gets wrong:
 * - no charset, an ASCII label ('us-ascii', 'ascii', …) or an unknown label: mailers routinely send
 *   8-bit text under these, so the bytes are read as UTF-8 when they are valid UTF-8, else as
 *   windows-1252;
 * - 'utf-8' text that is plainly single-byte text is read as windows-1252 (decodeDeclaredUtf8).
 */

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

/** Lower-cased label without quotes, whitespace or an RFC 2231 language suffix ('utf-8*en'). */
export function normaliseCharsetLabel(label: string | undefined): string {
  if (!label) return '';
  const trimmed = label.trim().replace(/^["']+|["']+$/g, '');
  const star = trimmed.indexOf('*');
  return (star === -1 ? trimmed : trimmed.slice(0, star)).trim().toLowerCase();
}

/** The WHATWG encoding a label names, if it names one. */
function whatwgEncoding(label: string): string | undefined {
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return undefined;
  }
}

type Decode = (bytes: Buffer) => string;

/** UTF-8 when the bytes are valid UTF-8 (ASCII included), else windows-1252. */
export function decodeUtf8OrWindows1252(bytes: Buffer): string {
  if (isAscii(bytes) || isUtf8(bytes)) return bytes.toString('utf8');
  return iconv.decode(bytes, 'windows-1252');
}

/** How text under a label is decoded (the rules at the top of this file). */
function findDecoder(label: string): Decode {
  if (UNSPECIFIC_LABELS.has(label)) return decodeUtf8OrWindows1252;
  const whatwg = whatwgEncoding(label);
  if (whatwg === 'utf-8') return decodeDeclaredUtf8;
  const known = [whatwg, label, label.replace(/^x-/, '')].find(
    (name) => name !== undefined && iconv.encodingExists(name),
  );
  if (known) return (bytes) => iconv.decode(bytes, known, { stripBOM: false });
  // Encodings only TextDecoder has (iso-2022-jp, x-user-defined).
  if (whatwg) return (bytes) => new TextDecoder(whatwg).decode(bytes);
  return decodeUtf8OrWindows1252;
}

const decoders = new Map<string, Decode>();

/** Decodes bytes declared to be in `charset` (see the fallback rules at the top of this file). */
export function decodeText(bytes: Buffer, charset: string | undefined): string {
  const label = normaliseCharsetLabel(charset);
  let decode = decoders.get(label);
  if (!decode) {
    decode = findDecoder(label);
    decoders.set(label, decode);
  }
  return decode(bytes);
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
  return singleByteText ? iconv.decode(bytes, 'windows-1252') : text;
}
