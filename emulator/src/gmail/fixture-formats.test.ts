import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readHeaderSection } from '../mime/header-section';
import { GMAIL, emulatorForThisFile, type Harness } from '../test-support/harness';
import { fixtureMessages } from './initial-mailbox';
import { decodeRawField } from './message-intake';

// Every .eml in fixtures/eml, imported by the emulator, fetched through the HTTP API in each of
// the four formats and held to the rules of docs/google-api.md#message-payload ("How Gmail turns a
// raw message into `payload`") that hold for any message, well formed or not. Messages are matched
// to their fixture by content (format=raw), never by order. One test per fixture; a failure names
// the fixture and lists every rule it broke.

type Message = gapi.client.gmail.Message;
type MessagePart = gapi.client.gmail.MessagePart;
type MessagePartBody = gapi.client.gmail.MessagePartBody;
type ListMessagesResponse = gapi.client.gmail.ListMessagesResponse;

const repoRoot = path.resolve(__dirname, '../../..');
const fixturesDir = path.resolve(repoRoot, 'fixtures/eml');

const FORMATS = ['full', 'metadata', 'minimal', 'raw'] as const;
type Format = (typeof FORMATS)[number];
/** Asked for in format=metadata, in mixed case: Gmail matches the names case-insensitively. */
const METADATA_HEADERS = ['Subject', 'from'];
/** Small, so that listing takes several pages. */
const PAGE_SIZE = 25;
const MESSAGES_IN_FLIGHT = 8;

interface Served {
  id: string;
  threadId: string;
  formats: Record<Format, Message>;
}

const contentKey = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Fixture name (path relative to the fixtures dir) → its bytes, every .eml file. */
function readFixtures(dir: string): Map<string, Buffer> {
  const names = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.eml'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  return new Map(names.map((name) => [name, readFileSync(path.join(dir, name))]));
}

async function listEveryMessage(h: Harness): Promise<{ id: string; threadId: string }[]> {
  const listed: { id: string; threadId: string }[] = [];
  let pageToken: string | undefined;
  do {
    const query = new URLSearchParams({ includeSpamTrash: 'true', maxResults: String(PAGE_SIZE) });
    if (pageToken) query.set('pageToken', pageToken);
    const page = await h.json<ListMessagesResponse>(`${GMAIL}/messages?${query}`);
    for (const { id, threadId } of page.messages ?? [])
      listed.push({ id: id ?? '', threadId: threadId ?? '' });
    pageToken = page.nextPageToken;
  } while (pageToken);
  return listed;
}

async function fetchEveryFormat(h: Harness, id: string): Promise<Record<Format, Message>> {
  const metadataQuery = METADATA_HEADERS.map((name) => `&metadataHeaders=${name}`).join('');
  const get = (format: Format) =>
    h.json<Message>(
      `${GMAIL}/messages/${id}?format=${format}${format === 'metadata' ? metadataQuery : ''}`,
    );
  const [full = {}, metadata = {}, minimal = {}, raw = {}] = await Promise.all(FORMATS.map(get));
  return { full, metadata, minimal, raw };
}

const childPartId = (parentId: string, index: number) =>
  parentId === '' ? String(index) : `${parentId}.${index}`;
const isBase64url = (data: string) => /^[A-Za-z0-9_-]*={0,2}$/.test(data) && data.length % 4 !== 1;
const fromBase64url = (data: string) => Buffer.from(data, 'base64url');
const headerValues = (part: MessagePart, name: string) =>
  (part.headers ?? [])
    .filter((header) => header.name?.toLowerCase() === name)
    .map((header) => header.value ?? '');
const charsetOf = (part: MessagePart) =>
  /charset\s*=\s*"?([^";\s]+)/i.exec(headerValues(part, 'content-type')[0] ?? '')?.[1];
/** Single-byte charsets in which every byte is a character: decoding them never yields U+FFFD. */
const EVERY_BYTE_A_CHARACTER = /^(?:iso[-_ ]?8859-1|latin-?1|l1|(?:windows|cp|x-cp)-?1252)$/i;
/** An '&' that does not start an HTML character reference. */
const BARE_AMPERSAND = /&(?!(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);)/i;
/**
 * What a client does with a text body of format=full (docs/google-api.md#message-payload, point 3):
 * must not throw.
 */
function decodesAsUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return isUtf8(bytes);
  } catch {
    return false;
  }
}
/** A first line that is a header field: what a message/rfc822 body must start with. */
const STARTS_WITH_FIELD = /^[!-9;-~]+[ \t]*:/;

function isKnownCharset(label: string): boolean {
  try {
    new TextDecoder(label.replace(/\*.*$/, ''));
    return true;
  } catch {
    return false;
  }
}

/**
 * Well-formed RFC 2047 encoded words in a known charset in the fixture's own `name` fields: a reader
 * certainly decodes these, so none may be left as written in the served header.
 */
function decodableEncodedWords(fixture: Buffer, name: string): string[] {
  const words: string[] = [];
  for (const field of readHeaderSection(fixture).fields) {
    if (field.name.toLowerCase() !== name) continue;
    for (const [word, charset = '', encoding = '', text = ''] of field.value.matchAll(
      /=\?([^?\s]+)\?([bq])\?([^?\s]*)\?=/gi,
    )) {
      const wellFormed =
        encoding.toLowerCase() === 'b'
          ? /^[A-Za-z0-9+/]*={0,2}$/.test(text) && text.length % 4 === 0
          : /^(?:[!-<>@-~]|=[0-9A-F]{2})*$/i.test(text);
      if (wellFormed && isKnownCharset(charset)) words.push(word);
    }
  }
  return words;
}

/** The rules for every part of a format=full payload, and its Subject and From. */
function fullPayloadProblems(root: MessagePart, fixture: Buffer): string[] {
  const problems: string[] = [];
  const walk = (part: MessagePart, expectedId: string) => {
    const report = (problem: string) => problems.push(`full part '${expectedId}': ${problem}`);
    if (part.partId !== expectedId) report(`partId is ${JSON.stringify(part.partId)}`);
    const mimeType = part.mimeType ?? '';
    if (!/^[^/\s]+\/[^/\s]+$/.test(mimeType)) report(`mimeType ${JSON.stringify(mimeType)}`);
    if (mimeType !== mimeType.toLowerCase()) report(`mimeType '${mimeType}' is not lower case`);
    if (typeof part.filename !== 'string') report('no filename');
    if (!Array.isArray(part.headers)) report('no headers array');
    for (const { name, value } of part.headers ?? []) {
      if (/[\r\n]/.test(value ?? '')) report(`header ${name} is not unfolded`);
    }
    const body: MessagePartBody = part.body ?? {};
    const { size, data, attachmentId } = body;
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 0)
      report(`body.size is ${JSON.stringify(size)}`);

    if (mimeType.startsWith('multipart/')) {
      if (!part.parts?.length) report('multipart without parts');
      if (size !== 0 || data !== undefined || attachmentId !== undefined)
        report(`multipart body is ${JSON.stringify(body)}, not {size: 0}`);
    } else {
      const byAttachmentId = !mimeType.startsWith('text/') || part.filename !== '';
      if (data !== undefined && attachmentId !== undefined) report('both data and attachmentId');
      if (byAttachmentId && !attachmentId) report('a non-text or named leaf without attachmentId');
      if (!byAttachmentId && attachmentId) report('an unnamed text leaf served by attachmentId');
      if (data !== undefined) {
        const bytes = fromBase64url(data);
        if (!isBase64url(data)) report('body.data is not base64url');
        if (size !== bytes.length) report(`body.size ${size}, data holds ${bytes.length} bytes`);
        if (mimeType.startsWith('text/') && !decodesAsUtf8(bytes)) report('text body is not UTF-8');
        const charset = charsetOf(part);
        if (
          charset !== undefined &&
          EVERY_BYTE_A_CHARACTER.test(charset) &&
          bytes.toString().includes('\ufffd')
        )
          report(`U+FFFD in a body declared ${charset}`);
      } else if (!attachmentId && size !== 0) {
        report(`body.size ${size} with neither data nor attachmentId`);
      }
      if (part.parts !== undefined && mimeType !== 'message/rfc822') report('a leaf with parts');
    }
    part.parts?.forEach((child, index) => walk(child, childPartId(expectedId, index)));
  };
  walk(root, '');

  for (const name of ['subject', 'from']) {
    const served = headerValues(root, name);
    for (const word of decodableEncodedWords(fixture, name)) {
      if (served.some((value) => value.includes(word)))
        problems.push(`full ${name} still holds the encoded word ${word}: ${served.join(' | ')}`);
    }
  }
  return problems;
}

function metadataPayloadProblems(payload: MessagePart | undefined, full: MessagePart): string[] {
  if (!payload) return ['metadata: no payload'];
  const problems: string[] = [];
  if (payload.mimeType !== full.mimeType)
    problems.push(`metadata: mimeType ${payload.mimeType}, full says ${full.mimeType}`);
  const wanted = new Set(METADATA_HEADERS.map((name) => name.toLowerCase()));
  const expected = (full.headers ?? []).filter(({ name }) => wanted.has(name?.toLowerCase() ?? ''));
  if (JSON.stringify(payload.headers ?? []) !== JSON.stringify(expected))
    problems.push(
      `metadata: headers ${JSON.stringify(payload.headers)}, full has ${JSON.stringify(expected)}`,
    );
  const walk = (part: MessagePart) => {
    if (part.body?.data !== undefined)
      problems.push(`metadata: part '${part.partId ?? ''}' carries body data`);
    part.parts?.forEach(walk);
  };
  walk(payload);
  return problems;
}

/** What every format must agree on, and what each must or must not carry. */
function formatProblems(message: Served): string[] {
  const problems: string[] = [];
  const { full } = message.formats;
  for (const format of FORMATS) {
    const answer = message.formats[format];
    const report = (problem: string) => problems.push(`${format}: ${problem}`);
    if (answer.id !== message.id) report(`id ${answer.id}, listed as ${message.id}`);
    if (answer.threadId !== message.threadId)
      report(`threadId ${answer.threadId}, listed as ${message.threadId}`);
    if (!/^\d+$/.test(answer.internalDate ?? ''))
      report(`internalDate ${JSON.stringify(answer.internalDate)} is not a decimal string`);
    if (!(typeof answer.sizeEstimate === 'number' && answer.sizeEstimate > 0))
      report(`sizeEstimate ${JSON.stringify(answer.sizeEstimate)} is not a positive number`);
    const snippet = answer.snippet ?? '';
    if (snippet.includes('<') || BARE_AMPERSAND.test(snippet))
      report(`snippet is not HTML-escaped: ${JSON.stringify(snippet)}`);
    for (const field of [
      'internalDate',
      'sizeEstimate',
      'snippet',
      'historyId',
      'labelIds',
    ] as const) {
      if (JSON.stringify(answer[field]) !== JSON.stringify(full[field]))
        report(
          `${field} ${JSON.stringify(answer[field])}, full says ${JSON.stringify(full[field])}`,
        );
    }
    if (format !== 'raw' && answer.raw !== undefined) report('carries raw');
    if (format === 'raw' && typeof answer.raw !== 'string') report('no raw');
    if ((format === 'minimal' || format === 'raw') && answer.payload !== undefined)
      report('carries a payload');
  }
  return problems;
}

/** Every part served by attachmentId, as a list (parts first met first). */
function partsByAttachmentId(root: MessagePart): MessagePart[] {
  const found: MessagePart[] = [];
  const walk = (part: MessagePart) => {
    if (part.body?.attachmentId) found.push(part);
    part.parts?.forEach(walk);
  };
  walk(root);
  return found;
}

/**
 * attachments.get serves `body.size` bytes for every attachmentId; a message/rfc822 part is expanded
 * into child parts unless its content is not a message (does not start with a header field).
 */
async function attachmentProblems(h: Harness, message: Served): Promise<string[]> {
  const { payload } = message.formats.full;
  if (!payload) return [];
  const problems = await Promise.all(
    partsByAttachmentId(payload).map(async (part) => {
      const at = `full part '${part.partId ?? ''}'`;
      const answer = await h.call(
        `${GMAIL}/messages/${message.id}/attachments/${part.body?.attachmentId ?? ''}`,
      );
      if (answer.status !== 200) return [`${at}: attachments.get answered ${answer.status}`];
      const { size, data = '' } = answer.json<MessagePartBody>();
      const bytes = fromBase64url(data);
      const found: string[] = [];
      if (size !== part.body?.size || bytes.length !== size)
        found.push(
          `${at}: attachments.get size ${size} (${bytes.length} bytes), body.size ${part.body?.size}`,
        );
      if (
        part.mimeType === 'message/rfc822' &&
        !part.parts?.length &&
        STARTS_WITH_FIELD.test(bytes.toString('latin1'))
      )
        found.push(`${at}: message/rfc822 holding a message is not expanded into child parts`);
      return found;
    }),
  );
  return problems.flat();
}

describe('every fixture through messages.get in each format', () => {
  const h = emulatorForThisFile({ seed: false, fixturesDir });
  const fixtures = readFixtures(fixturesDir);
  // What the emulator imports, by content: every fixture, however broken (Gmail stores whatever a
  // mail server would deliver; only empty input is not a message, and no fixture is empty).
  const importable = fixtureMessages(fixturesDir, 0).map(({ raw }) => contentKey(raw));
  /** Fixture name → the message served with its bytes (filled by beforeAll). */
  const served = new Map<string, Served>();
  const listing = { listed: 0, distinctIds: 0, matchingNoFixture: [] as string[] };

  beforeAll(async () => {
    const listed = await listEveryMessage(h);
    listing.listed = listed.length;
    listing.distinctIds = new Set(listed.map(({ id }) => id)).size;
    const fetched: Served[] = [];
    for (let start = 0; start < listed.length; start += MESSAGES_IN_FLIGHT) {
      const batch = listed.slice(start, start + MESSAGES_IN_FLIGHT);
      fetched.push(
        ...(await Promise.all(
          batch.map(async (entry) => ({ ...entry, formats: await fetchEveryFormat(h, entry.id) })),
        )),
      );
    }
    // Some fixtures are byte-for-byte copies of others: each copy takes one message in turn.
    const namesByContent = new Map<string, string[]>();
    for (const [name, bytes] of fixtures) {
      const key = contentKey(bytes);
      namesByContent.set(key, [...(namesByContent.get(key) ?? []), name]);
    }
    for (const message of fetched) {
      const key = contentKey(decodeRawField(message.formats.raw.raw));
      const name = namesByContent.get(key)?.shift();
      if (name === undefined) listing.matchingNoFixture.push(message.id);
      else served.set(name, message);
    }
  });

  it('imports every fixture at start', () => {
    const skipped = [...fixtures].filter(([, bytes]) => !importable.includes(contentKey(bytes)));
    expect(skipped.map(([name]) => name)).toEqual([]);
    expect(importable.length).toBe(fixtures.size);
  });

  it('lists every fixture once, over several pages, and nothing else', () => {
    expect(importable.length).toBeGreaterThan(PAGE_SIZE);
    expect(listing).toEqual({
      listed: fixtures.size,
      distinctIds: fixtures.size,
      matchingNoFixture: [],
    });
  });

  it.each([...fixtures.keys()])('%s: full, metadata, minimal and raw', async (fixture) => {
    const bytes = fixtures.get(fixture) ?? Buffer.alloc(0);
    const message = served.get(fixture);
    expect({ fixture, served: message !== undefined }).toEqual({ fixture, served: true });
    if (!message) return;
    const { full, metadata, raw } = message.formats;
    const problems = [
      ...formatProblems(message),
      ...(full.payload ? fullPayloadProblems(full.payload, bytes) : ['full: no payload']),
      ...(full.payload ? metadataPayloadProblems(metadata.payload, full.payload) : []),
      ...(decodeRawField(raw.raw).equals(bytes) ? [] : ['raw: not the fixture’s bytes']),
      ...(await attachmentProblems(h, message)),
    ];
    expect({ fixture, problems }).toEqual({ fixture, problems: [] });
  });
});
