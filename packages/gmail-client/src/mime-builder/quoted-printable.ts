import { MAX_BODY_LINE } from './limits';

const utf8 = new TextEncoder();

/**
 * UTF-8 quoted-printable (RFC 2045 §6.7). Line breaks of any style become CRLF hard breaks; longer
 * lines get soft breaks so no line exceeds 76 characters. A character's escapes are never split across
 * lines, and whitespace before a hard break is escaped so transports cannot strip it.
 */
export function encodeQuotedPrintable(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(encodeLine)
    .join('\r\n');
}

function encodeLine(line: string): string {
  const chars = Array.from(line);
  const lines: string[] = [];
  let current = '';
  chars.forEach((char, index) => {
    const unit = encodeChar(char, index === chars.length - 1);
    // Leave room for the soft break's "=".
    if (current.length + unit.length > MAX_BODY_LINE - 1) {
      lines.push(`${current}=`);
      current = '';
    }
    current += unit;
  });
  lines.push(current);
  return lines.join('\r\n');
}

function encodeChar(char: string, endsLine: boolean): string {
  const code = char.charCodeAt(0);
  const printable = code >= 33 && code <= 126 && char !== '=';
  const innerWhitespace = (char === ' ' || char === '\t') && !endsLine;
  if (printable || innerWhitespace) return char;
  return Array.from(
    utf8.encode(char),
    (byte) => `=${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('');
}
