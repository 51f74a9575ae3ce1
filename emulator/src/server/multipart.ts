import { invalidArgument } from './api-error';

export interface MimePart {
  /** Header names lower-cased. */
  headers: Map<string, string>;
  body: Buffer;
}

/** The value of a `name=value` parameter of a header such as Content-Type. */
export function headerParam(header: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|;)\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header);
  return match ? (match[1] ?? match[2]) : undefined;
}

const CRLF_CRLF = Buffer.from('\r\n\r\n');
const LF_LF = Buffer.from('\n\n');

/** Splits a header block from what follows it (CRLF or bare LF line ends both occur). */
export function splitHead(data: Buffer): { head: string; rest: Buffer } {
  if (data[0] === 0x0a) return { head: '', rest: data.subarray(1) };
  if (data[0] === 0x0d && data[1] === 0x0a) return { head: '', rest: data.subarray(2) };
  const crlf = data.indexOf(CRLF_CRLF);
  const lf = data.indexOf(LF_LF);
  if (crlf === -1 && lf === -1) return { head: data.toString('latin1'), rest: Buffer.alloc(0) };
  const useCrlf = crlf !== -1 && (lf === -1 || crlf < lf);
  const at = useCrlf ? crlf : lf;
  return {
    head: data.subarray(0, at).toString('latin1'),
    rest: data.subarray(at + (useCrlf ? 4 : 2)),
  };
}

/** Header lines (unfolded) into a map keyed by lower-cased name; lines without a colon are skipped. */
export function parseHeaderLines(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Parses a multipart body (RFC 2046) into its parts, bytes untouched. */
export function parseMultipart(body: Buffer, contentType: string | undefined): MimePart[] {
  const boundary = contentType ? headerParam(contentType, 'boundary') : undefined;
  if (!boundary) throw invalidArgument('Invalid multipart request with 0 mime parts.');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MimePart[] = [];
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    let start = at + delimiter.length;
    if (body[start] === 0x2d && body[start + 1] === 0x2d) break; // closing delimiter
    const lineEnd = body.indexOf(0x0a, start);
    if (lineEnd === -1) break;
    start = lineEnd + 1;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    let end = next;
    if (body[end - 1] === 0x0a) end--;
    if (body[end - 1] === 0x0d) end--;
    const { head, rest } = splitHead(body.subarray(start, Math.max(start, end)));
    parts.push({ headers: parseHeaderLines(head), body: rest });
    at = next;
  }
  return parts;
}
