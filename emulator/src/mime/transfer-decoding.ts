// Content-Transfer-Encoding (RFC 2045 §6), decoded leniently: whatever real mail gets wrong still yields
// the bytes a reader would expect. 7bit, 8bit, binary and unknown encodings (x-uuencode, '8-bit', …)
// pass through unchanged.

const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;
const EQUALS = 0x3d;

export function decodeTransferEncoding(body: Buffer, encoding: string | undefined): Buffer {
  const token = (encoding ?? '').trim().toLowerCase();
  if (token.startsWith('base64')) return decodeBase64(body);
  if (token.startsWith('quoted-printable')) return decodeQuotedPrintable(body);
  return body;
}

/**
 * Characters outside the alphabet (line breaks, stray spaces) are skipped and missing padding is
 * tolerated (Node's decoder does both). Padding before the end means separately encoded chunks were
 * concatenated, or junk follows the data on its line: each chunk is then decoded on its own and the
 * rest of a line after its padding is dropped, instead of stopping at the first '='.
 */
export function decodeBase64(body: Buffer): Buffer {
  const text = body.toString('latin1');
  const firstPad = text.indexOf('=');
  if (firstPad === -1 || /^[=\s]*$/.test(text.slice(firstPad))) return Buffer.from(text, 'base64');
  const chunks: Buffer[] = [];
  let chunk = '';
  for (const line of text.split('\n')) {
    const pad = line.indexOf('=');
    if (pad === -1) {
      chunk += line;
    } else {
      chunks.push(Buffer.from(chunk + line.slice(0, pad), 'base64'));
      chunk = '';
    }
  }
  chunks.push(Buffer.from(chunk, 'base64'));
  return Buffer.concat(chunks);
}

export function hexValue(byte: number | undefined): number {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

const isBlank = (byte: number | undefined) => byte === SPACE || byte === TAB;

/**
 * '=XX' (either case) is a byte, '=' before a line break (trailing blanks allowed) is a soft break,
 * trailing blanks on a line are transport padding and dropped (RFC 2045 §6.7 rule 3), and any other
 * '=' is kept literally. Hard line breaks are kept as written.
 */
export function decodeQuotedPrintable(body: Buffer): Buffer {
  const out = Buffer.allocUnsafe(body.length);
  let written = 0;
  let pos = 0;
  while (pos < body.length) {
    const byte = body[pos]!;
    if (byte === EQUALS) {
      const high = hexValue(body[pos + 1]);
      const low = hexValue(body[pos + 2]);
      if (high >= 0 && low >= 0) {
        out[written++] = (high << 4) | low;
        pos += 3;
        continue;
      }
      let next = pos + 1;
      while (isBlank(body[next])) next++;
      if (next >= body.length) break;
      if (body[next] === LF) {
        pos = next + 1;
        continue;
      }
      if (body[next] === CR && body[next + 1] === LF) {
        pos = next + 2;
        continue;
      }
      out[written++] = byte;
      pos++;
      continue;
    }
    if (isBlank(byte)) {
      let next = pos;
      while (isBlank(body[next])) next++;
      const endsLine = next >= body.length || body[next] === LF || body[next] === CR;
      if (!endsLine) {
        written += body.copy(out, written, pos, next);
      }
      pos = next;
      continue;
    }
    out[written++] = byte;
    pos++;
  }
  return out.subarray(0, written);
}
