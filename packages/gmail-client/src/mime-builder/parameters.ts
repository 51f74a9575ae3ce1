import { foldHeader } from './outgoing-header-encoding';
import { MAX_HEADER_LINE } from './limits';

const utf8 = new TextEncoder();
/** RFC 2231 attribute-char: what an extended value may carry without percent-encoding. */
const ATTRIBUTE_CHAR = /^[A-Za-z0-9!#$&+\-.^_`{|}~]$/;
/** Safe inside a quoted parameter value for every reader: printable ASCII but `"` and `\`. */
const QUOTABLE = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
/** A parameter sits on a line as " token;" : two characters beside the token. */
const PARAMETER_ROOM = MAX_HEADER_LINE - 2;
const FALLBACK_NAME_LENGTH = 60;
const MIME_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/i;

/** A header such as Content-Type with `; key=value` parameters, one per line when they don't fit. */
export function headerWithParameters(
  name: string,
  value: string,
  parameters: readonly (readonly [string, string])[],
): string {
  const tokens = [value, ...parameters.flatMap(([key, v]) => parameterTokens(key, v))];
  return foldHeader(
    name,
    tokens.map((token, index) => (index < tokens.length - 1 ? `${token};` : token)),
  );
}

/**
 * `key="value"` when the value is quotable ASCII and fits a line; otherwise the RFC 2231 extended form
 * `key*=UTF-8''…`, split into `key*0*=`, `key*1*=`… continuations that each fit a line and never cut a
 * character's percent-escapes apart.
 */
export function parameterTokens(key: string, value: string): string[] {
  const quoted = `${key}="${value}"`;
  if (QUOTABLE.test(value) && !value.includes('=?') && quoted.length <= PARAMETER_ROOM) {
    return [quoted];
  }
  const units = Array.from(value, (char) =>
    ATTRIBUTE_CHAR.test(char) ? char : percentEncode(char),
  );
  const single = `${key}*=UTF-8''${units.join('')}`;
  if (single.length <= PARAMETER_ROOM) return [single];

  const prefix = (index: number) => (index === 0 ? `${key}*0*=UTF-8''` : `${key}*${index}*=`);
  const segments: string[] = [];
  let current = '';
  for (const unit of units) {
    const index = segments.length;
    if (current && prefix(index).length + current.length + unit.length > PARAMETER_ROOM) {
      segments.push(prefix(index) + current);
      current = '';
    }
    current += unit;
  }
  segments.push(prefix(segments.length) + current);
  return segments;
}

function percentEncode(char: string): string {
  return Array.from(
    utf8.encode(char),
    (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('');
}

/**
 * A plain ASCII stand-in for a file name, for readers that ignore RFC 2231: accents dropped, other
 * non-ASCII and quote characters as "_", at most 60 characters with the extension kept.
 */
export function asciiFallbackName(filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii.length <= FALLBACK_NAME_LENGTH) return ascii;
  const dot = ascii.lastIndexOf('.');
  const extension = dot > 0 && ascii.length - dot <= 10 ? ascii.slice(dot) : '';
  return ascii.slice(0, FALLBACK_NAME_LENGTH - extension.length) + extension;
}

/** The attachment's type when well-formed, else application/octet-stream; lower-cased. */
export function safeMimeType(mimeType: string): string {
  const trimmed = mimeType.trim();
  return MIME_TYPE.test(trimmed) ? trimmed.toLowerCase() : 'application/octet-stream';
}
