/**
 * Checks shared by this folder's tests: file-format validators that re-read what the generators
 * wrote, a raw header reader and thread numbering. Used only by *.test.ts files.
 */
import { crc32, inflateSync } from 'node:zlib';
import {
  findThread,
  normalizeSubject,
  type ThreadCandidate,
  type ThreadLookup,
} from '../gmail/threading';

/** Throws unless `data` is a PNG whose chunks all have valid CRCs; returns its size. */
export function validatePng(data: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!data.subarray(0, 8).equals(signature)) throw new Error('bad PNG signature');
  let offset = 8;
  const types: string[] = [];
  const idat: Buffer[] = [];
  let width = 0;
  let height = 0;
  let bytesPerPixel = 4;
  while (offset < data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const body = data.subarray(offset + 8, offset + 8 + length);
    const crc = data.readUInt32BE(offset + 8 + length);
    if (crc32(data.subarray(offset + 4, offset + 8 + length)) !== crc) {
      throw new Error(`bad CRC in ${type}`);
    }
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      bytesPerPixel = body[9] === 6 ? 4 : 3;
    }
    if (type === 'IDAT') idat.push(body);
    types.push(type);
    offset += 12 + length;
  }
  if (types[0] !== 'IHDR' || types[types.length - 1] !== 'IEND') throw new Error('bad chunk order');
  const pixels = inflateSync(Buffer.concat(idat));
  if (pixels.length !== height * (width * bytesPerPixel + 1)) throw new Error('bad IDAT size');
  return { width, height };
}

/** Throws unless `data` is a baseline JFIF JPEG; returns its size from the SOF0 segment. */
export function validateJpeg(data: Buffer): { width: number; height: number } {
  if (data[0] !== 0xff || data[1] !== 0xd8) throw new Error('no SOI');
  if (data[data.length - 2] !== 0xff || data[data.length - 1] !== 0xd9) throw new Error('no EOI');
  if (data.toString('latin1', 6, 11) !== 'JFIF\0') throw new Error('no JFIF APP0');
  let offset = 2;
  while (offset < data.length) {
    if (data[offset] !== 0xff) throw new Error(`no marker at ${offset}`);
    const marker = data[offset + 1] ?? 0;
    const length = data.readUInt16BE(offset + 2);
    if (marker === 0xc0) {
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    }
    if (marker === 0xda) break;
    offset += 2 + length;
  }
  throw new Error('no baseline SOF0 segment');
}

/**
 * Throws unless `data` is a PDF with a header, %%EOF, a startxref that points at the xref table and
 * xref entries that each point at their 'N 0 obj'. Returns the text of the content streams.
 */
export function validatePdf(data: Buffer): string {
  const text = data.toString('latin1');
  if (!text.startsWith('%PDF-1.')) throw new Error('no %PDF header');
  if (!text.trimEnd().endsWith('%%EOF')) throw new Error('no %%EOF');
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  if (!text.startsWith('xref', startxref)) throw new Error('startxref does not point at xref');
  const table = /^xref\n0 (\d+)\n/.exec(text.slice(startxref));
  if (!table) throw new Error('bad xref header');
  const count = Number(table[1]);
  const entriesStart = startxref + table[0].length;
  for (let n = 1; n < count; n++) {
    const entry = text.slice(entriesStart + n * 20, entriesStart + n * 20 + 20);
    if (!/^\d{10} 00000 n \n$/.test(entry)) throw new Error(`bad xref entry ${n}`);
    const offset = Number(entry.slice(0, 10));
    if (!text.startsWith(`${n} 0 obj`, offset)) throw new Error(`xref ${n} points at ${offset}`);
  }
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    if (!text.startsWith('\nendstream', start + Number(match[1]))) throw new Error('bad /Length');
  }
  return text;
}

/** Throws unless `data` is a ZIP whose directory, local headers and CRCs agree; returns entries. */
export function readZip(data: Buffer): Map<string, Buffer> {
  const end = data.length - 22;
  if (data.readUInt32LE(end) !== 0x06054b50) throw new Error('no end of central directory');
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (data.readUInt32LE(offset) !== 0x02014b50) throw new Error('bad central header');
    const crc = data.readUInt32LE(offset + 16);
    const size = data.readUInt32LE(offset + 24);
    const nameLength = data.readUInt16LE(offset + 28);
    const extra = data.readUInt16LE(offset + 30) + data.readUInt16LE(offset + 32);
    const local = data.readUInt32LE(offset + 42);
    const name = data.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (data.readUInt32LE(local) !== 0x04034b50) throw new Error('bad local header');
    if (data.readUInt32LE(local + 14) !== crc) throw new Error('local CRC differs');
    const localName = data.readUInt16LE(local + 26);
    const localExtra = data.readUInt16LE(local + 28);
    const start = local + 30 + localName + localExtra;
    const content = data.subarray(start, start + size);
    if (crc32(content) !== crc) throw new Error(`bad CRC for ${name}`);
    entries.set(name, content);
    offset += 46 + nameLength + extra;
  }
  return entries;
}

/** The header block of a raw message, unfolded, names lower-cased, values as written. */
export function readHeaders(raw: Buffer): Map<string, string[]> {
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const headers = new Map<string, string[]>();
  for (const line of text
    .slice(0, end)
    .replace(/\r\n[ \t]/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return headers;
}

export function messageIds(value: string | undefined): string[] {
  return [...(value ?? '').matchAll(/<([^>]+)>/g)].map((match) => match[1] ?? '');
}

export interface ThreadingInput {
  messageId: string;
  inReplyTo: string;
  references: readonly string[];
  subject: string;
}

/**
 * Thread numbers per message, in delivery order, by the rule the store applies when the seed is
 * loaded (gmail/threading.ts findThread).
 */
export function assignThreads(messages: readonly ThreadingInput[]): number[] {
  const byRfc822Id = new Map<string, ThreadCandidate[]>();
  const byThread = new Map<string, ThreadCandidate[]>();
  const lookup: ThreadLookup = {
    withRfc822Id: (id) => byRfc822Id.get(id) ?? [],
    threadMessages: (threadId) => byThread.get(threadId) ?? [],
  };
  return messages.map((message) => {
    const threadId = findThread(message, lookup) ?? String(byThread.size);
    const candidate = { threadId, threadSubject: normalizeSubject(message.subject) };
    byRfc822Id.set(message.messageId, [...lookup.withRfc822Id(message.messageId), candidate]);
    byThread.set(threadId, [...lookup.threadMessages(threadId), candidate]);
    return Number(threadId);
  });
}
