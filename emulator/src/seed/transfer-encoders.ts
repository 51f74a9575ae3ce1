/** Content-Transfer-Encodings (RFC 2045) for building raw messages; output lines end in CRLF. */
export type TransferEncoding = '7bit' | '8bit' | 'quoted-printable' | 'base64';

const MAX_ENCODED_LINE = 76;

/** Base64 in lines of 76 characters. */
export function encodeBase64Lines(data: Uint8Array): string {
  const encoded = Buffer.from(data).toString('base64');
  const lines: string[] = [];
  for (let i = 0; i < encoded.length; i += MAX_ENCODED_LINE) {
    lines.push(encoded.slice(i, i + MAX_ENCODED_LINE));
  }
  return lines.join('\r\n');
}

/** Splits text bytes into lines on LF, dropping a CR before it. */
export function splitLines(data: Uint8Array): Buffer[] {
  const lines: Buffer[] = [];
  let start = 0;
  for (let i = 0; i <= data.length; i++) {
    if (i === data.length || data[i] === 0x0a) {
      const end = i > start && data[i - 1] === 0x0d ? i - 1 : i;
      lines.push(Buffer.from(data.subarray(start, end)));
      start = i + 1;
    }
  }
  return lines;
}

const CRLF = Buffer.from('\r\n');

/** Text bytes with every line break written as CRLF. */
export function withCrlf(data: Uint8Array): Buffer {
  const parts: Buffer[] = [];
  splitLines(data).forEach((line, i) => {
    if (i > 0) parts.push(CRLF);
    parts.push(line);
  });
  return Buffer.concat(parts);
}

/**
 * Quoted-printable for text: line breaks stay hard breaks, lines are cut with soft breaks so none is
 * longer than 76 characters, and whitespace at a line's end is encoded.
 */
export function encodeQuotedPrintable(data: Uint8Array): string {
  return splitLines(data)
    .map((line) => {
      const out: string[] = [];
      let current = '';
      line.forEach((byte, i) => {
        const isLast = i === line.length - 1;
        const literal =
          (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !isLast);
        const token = literal
          ? String.fromCharCode(byte)
          : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
        // keep room for the '=' of a soft break, except on the line's last token
        const limit = isLast ? MAX_ENCODED_LINE : MAX_ENCODED_LINE - 1;
        if (current.length + token.length > limit) {
          out.push(`${current}=`);
          current = '';
        }
        current += token;
      });
      out.push(current);
      return out.join('\r\n');
    })
    .join('\r\n');
}
