import { decodeUtf8OrWindows1252 } from './charset';

/** One header field, unfolded (line breaks removed, the folding whitespace kept) but not yet decoded. */
export interface HeaderField {
  name: string;
  value: string;
  /** Offset of the field's first line, and of the line after its last (continuations included). */
  start: number;
  next: number;
}

export interface HeaderSection {
  fields: HeaderField[];
  /** Offset of the first line read as a header line: 0, or after what readMessageHeaderSection skips. */
  start: number;
  /** Offset of the body: after the empty line, or at the first line that is not a header field. */
  bodyStart: number;
}

const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;
const COLON = 0x3a;

const isBlank = (byte: number | undefined) => byte === SPACE || byte === TAB;

/**
 * Index of the ':' when the line is a header field (RFC 5322 field-name: printable ASCII but ':',
 * optionally followed by blanks as the obsolete syntax allows), else -1.
 */
function colonOfField(entity: Buffer, start: number, end: number): number {
  let pos = start;
  while (pos < end) {
    const byte = entity[pos]!;
    if (byte === COLON || byte <= SPACE || byte > 0x7e) break;
    pos++;
  }
  if (pos === start) return -1;
  while (pos < end && isBlank(entity[pos])) pos++;
  return pos < end && entity[pos] === COLON ? pos : -1;
}

interface Line {
  /** Without the line end. */
  end: number;
  /** Start of the next line. */
  next: number;
}

function lineAt(entity: Buffer, pos: number): Line {
  const lineFeed = entity.indexOf(LF, pos);
  const next = lineFeed === -1 ? entity.length : lineFeed + 1;
  let end = lineFeed === -1 ? entity.length : lineFeed;
  if (end > pos && entity[end - 1] === CR) end--;
  return { end, next };
}

/**
 * Splits an entity (a message or a body part) into its header fields and the offset of its body,
 * reading from `start`. The header section ends at the first empty line (RFC 5322 §2.1; a line of
 * only blanks is folding whitespace, as in RFC 5322's obsolete syntax, Python's email package and
 * postal-mime), or — leniently, as Python's email package does — at the first line that is neither a
 * field nor a continuation: that line is a missing separator and belongs to the body. LF and CRLF
 * line ends are both accepted.
 */
export function readHeaderSection(entity: Buffer, start = 0): HeaderSection {
  const ranges: { start: number; colon: number; end: number; next: number }[] = [];
  let pos = start;
  let bodyStart = entity.length;
  while (pos < entity.length) {
    const { end, next } = lineAt(entity, pos);
    if (end === pos) {
      bodyStart = next;
      break;
    }
    const current = ranges[ranges.length - 1];
    if (isBlank(entity[pos]) && current) {
      current.end = end;
      current.next = next;
    } else {
      const colon = colonOfField(entity, pos, end);
      if (colon === -1) {
        bodyStart = pos;
        break;
      }
      ranges.push({ start: pos, colon, end, next });
    }
    pos = next;
  }
  const fields = ranges.map(({ start, colon, end, next }) => ({
    name: entity.toString('latin1', start, colon).trimEnd(),
    value: decodeUtf8OrWindows1252(entity.subarray(colon + 1, end))
      .replace(/[\r\n]+/g, '')
      .trim(),
    start,
    next,
  }));
  return { fields, start, bodyStart };
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const MBOX_ENVELOPE = Buffer.from('From ', 'latin1');

/** Length of a leading UTF-8 byte order mark (0 or 3). */
export function byteOrderMarkLength(message: Buffer): number {
  return message.subarray(0, UTF8_BOM.length).equals(UTF8_BOM) ? UTF8_BOM.length : 0;
}

/**
 * Where the header fields of a whole message start: after what a mail store or editor puts before
 * them and a reader skips — a UTF-8 byte order mark, an mbox envelope line ("From sender date") and
 * folded lines with no field to continue (header junk, dropped as Python's email package does).
 */
export function headerStart(message: Buffer): number {
  let pos = byteOrderMarkLength(message);
  const first = lineAt(message, pos);
  const isEnvelope =
    message.subarray(pos, pos + MBOX_ENVELOPE.length).equals(MBOX_ENVELOPE) &&
    colonOfField(message, pos, first.end) === -1; // not the obsolete 'From : …' field
  if (isEnvelope) pos = first.next;
  while (pos < message.length && isBlank(message[pos])) pos = lineAt(message, pos).next;
  return pos;
}

/** readHeaderSection for a whole message (top level or message/rfc822 content): see headerStart. */
export function readMessageHeaderSection(message: Buffer): HeaderSection {
  return readHeaderSection(message, headerStart(message));
}

/** The message from `from` on, less `removed` (fields of its header section, in order). */
export function withoutFields(
  message: Buffer,
  from: number,
  removed: readonly HeaderField[],
): Buffer {
  const kept: Buffer[] = [];
  let next = from;
  for (const field of removed) {
    kept.push(message.subarray(next, field.start));
    next = field.next;
  }
  kept.push(message.subarray(next));
  return Buffer.concat(kept);
}

/** Value of the first field with this (case-insensitive) name. */
export function firstFieldValue(fields: HeaderField[], name: string): string | undefined {
  const lower = name.toLowerCase();
  return fields.find((field) => field.name.toLowerCase() === lower)?.value;
}
