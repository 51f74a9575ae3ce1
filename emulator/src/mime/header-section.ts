import { decodeUtf8OrWindows1252 } from './charset';

/** One header field, unfolded (line breaks removed, the folding whitespace kept) but not yet decoded. */
export interface HeaderField {
  name: string;
  value: string;
}

export interface HeaderSection {
  fields: HeaderField[];
  /** Offset of the body: after the blank line, or at the first line that is not a header field. */
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

/**
 * Splits an entity (a message or a body part) into its header fields and the offset of its body.
 * The header section ends at the first blank (empty or whitespace-only) line, or — leniently, as
 * Python's email package does — at the first line that is neither a field nor a continuation: that
 * line is a missing separator and belongs to the body. LF and CRLF line ends are both accepted.
 */
export function readHeaderSection(entity: Buffer): HeaderSection {
  const ranges: { start: number; colon: number; end: number }[] = [];
  let pos = 0;
  let bodyStart = entity.length;
  while (pos < entity.length) {
    const lineFeed = entity.indexOf(LF, pos);
    const next = lineFeed === -1 ? entity.length : lineFeed + 1;
    let end = lineFeed === -1 ? entity.length : lineFeed;
    if (end > pos && entity[end - 1] === CR) end--;
    let firstVisible = pos;
    while (firstVisible < end && isBlank(entity[firstVisible])) firstVisible++;
    if (firstVisible === end) {
      bodyStart = next;
      break;
    }
    const current = ranges[ranges.length - 1];
    if (firstVisible > pos && current) {
      current.end = end;
    } else {
      const colon = colonOfField(entity, pos, end);
      if (colon === -1) {
        bodyStart = pos;
        break;
      }
      ranges.push({ start: pos, colon, end });
    }
    pos = next;
  }
  const fields = ranges.map(({ start, colon, end }) => ({
    name: entity.toString('latin1', start, colon).trimEnd(),
    value: decodeUtf8OrWindows1252(entity.subarray(colon + 1, end))
      .replace(/[\r\n]+/g, '')
      .trim(),
  }));
  return { fields, bodyStart };
}

/** Value of the first field with this (case-insensitive) name. */
export function firstFieldValue(fields: HeaderField[], name: string): string | undefined {
  const lower = name.toLowerCase();
  return fields.find((field) => field.name.toLowerCase() === lower)?.value;
}
