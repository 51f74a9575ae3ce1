// RFC 2046 §5.1 multipart bodies. A delimiter line is "--boundary", optionally "--" (close), then only
// blanks before the line end. Preamble and epilogue are dropped. A missing close delimiter ends the
// last part at the end of the body. The enclosing multipart is split first, so an outer delimiter
// always ends an inner part, even when a broken message reuses the outer boundary inside.

const LF = 0x0a;
const CR = 0x0d;
const DASH = 0x2d;
const SPACE = 0x20;
const TAB = 0x09;

/** The bodies (headers included) of the parts of a multipart body, in order. */
export function splitMultipart(body: Buffer, boundary: string): Buffer[] {
  const delimiter = Buffer.from(`--${boundary}`, 'utf8');
  const parts: Buffer[] = [];
  let partStart = -1;
  let searchFrom = 0;
  while (searchFrom < body.length) {
    const at = body.indexOf(delimiter, searchFrom);
    if (at === -1) break;
    searchFrom = at + delimiter.length;
    if (at > 0 && body[at - 1] !== LF) continue;
    let pos = at + delimiter.length;
    const isClose = body[pos] === DASH && body[pos + 1] === DASH;
    if (isClose) pos += 2;
    while (body[pos] === SPACE || body[pos] === TAB) pos++;
    if (body[pos] === CR) pos++;
    if (pos < body.length && body[pos] !== LF) continue;
    if (partStart !== -1)
      parts.push(body.subarray(partStart, Math.max(partStart, lineBreakStart(body, at))));
    if (isClose) return parts;
    partStart = Math.min(pos + 1, body.length);
    searchFrom = partStart;
  }
  if (partStart !== -1) parts.push(body.subarray(partStart));
  return parts;
}

/** The CRLF / LF before a delimiter belongs to the delimiter (RFC 2046), not to the part. */
function lineBreakStart(body: Buffer, delimiterAt: number): number {
  let end = delimiterAt;
  if (end > 0 && body[end - 1] === LF) end--;
  if (end > 0 && body[end - 1] === CR) end--;
  return end;
}
