import { GMAIL, emulatorForThisFile } from '../test-support/harness';
import { base64url } from '../test-support/raw-message';

// Gmail stores whatever a mail server would deliver: messages.insert and messages.import take
// malformed real-world mail with 200 and serve a payload that shows what can be shown; only input
// with nothing in it (and bad base64, and mail over the size limit) is a 400. messages.send keeps its
// own rule (a recipient is required) but reads an oddly folded header like the others.

type Message = gapi.client.gmail.Message;
type MessagePart = gapi.client.gmail.MessagePart;
type ErrorBody = { error: { code: number; message: string; status: string } };

const h = emulatorForThisFile({ seed: false });

const crlf = (...lines: string[]) => Buffer.from(lines.join('\r\n'), 'latin1');
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const ENVELOPE = 'From ann@example.com Mon Jan  6 09:30:00 2025';

interface Case {
  raw: Buffer;
  /** Subject served in full and metadata, or undefined when the message has no header. */
  subject: string | undefined;
  /** The text/plain payload's decoded body. */
  text: string;
  snippet: string;
}

/** A message with no parsable header: its whole text is the body, it has no headers. */
const headerless = (raw: Buffer, snippet: string): Case => ({
  raw,
  subject: undefined,
  text: raw.toString('utf8'),
  snippet,
});

const CASES: Record<string, Case> = {
  'a header block starting with a space': {
    raw: crlf(
      ' X-Stray: a continuation line with nothing to continue',
      'From: Ann <ann@example.com>',
      'Subject: Leading fold',
      '',
      'The header block began with a space.',
    ),
    subject: 'Leading fold',
    text: 'The header block began with a space.',
    snippet: 'The header block began with a space.',
  },
  'a header block starting with a tab': {
    raw: crlf('\tstray', 'Subject: Leading tab', '', 'Tab first.'),
    subject: 'Leading tab',
    text: 'Tab first.',
    snippet: 'Tab first.',
  },
  'a header block that is only a folded line': headerless(
    crlf(' Subject: nothing to continue', '', 'Hello there.', ''),
    'Subject: nothing to continue Hello there.',
  ),
  'a body with no header at all': headerless(
    crlf('Hello Bob,', '', 'the build is green & the release is <ready>.', ''),
    'Hello Bob, the build is green &amp; the release is &lt;ready&gt;.',
  ),
  'a blank line before the header': headerless(
    crlf('', 'Subject: after a blank line', '', 'Body.'),
    'Subject: after a blank line Body.',
  ),
  'an mbox envelope line first': {
    raw: crlf(ENVELOPE, 'From: Ann <ann@example.com>', 'Subject: From an mbox', '', 'Exported.'),
    subject: 'From an mbox',
    text: 'Exported.',
    snippet: 'Exported.',
  },
  'a UTF-8 byte order mark first': {
    raw: Buffer.concat([BOM, crlf('Subject: Saved by an editor', '', 'Café.')]),
    subject: 'Saved by an editor',
    text: 'Café.',
    snippet: 'Café.',
  },
  'a line of only blanks inside the header': {
    raw: crlf('From: Ann <ann@example.com>', '   ', 'Subject: Blank fold', '', 'Still a header.'),
    subject: 'Blank fold',
    text: 'Still a header.',
    snippet: 'Still a header.',
  },
  'a NUL byte in the header': headerless(
    crlf('Subject: nul\x00here', '', 'Body after a NUL.'),
    'Subject: nulhere Body after a NUL.',
  ),
};

const decoded = (data: string | undefined) => Buffer.from(data ?? '', 'base64url');
const headerOf = (part: MessagePart | undefined, name: string) =>
  part?.headers?.find((header) => header.name?.toLowerCase() === name.toLowerCase())?.value;
const messagesTotal = async () =>
  (await h.json<gapi.client.gmail.Profile>(`${GMAIL}/profile`)).messagesTotal;

describe.each(['insert', 'import'])('messages.%s of malformed real-world mail', (method) => {
  const path = `${GMAIL}/messages${method === 'insert' ? '' : '/import'}`;

  it.each(Object.keys(CASES))('stores %s and serves it in every format', async (name) => {
    const { raw, subject, text, snippet } = CASES[name]!;
    const answer = await h.call(path, { body: { raw: base64url(raw), labelIds: ['INBOX'] } });
    expect({ name, status: answer.status, body: answer.text.slice(0, 200) }).toMatchObject({
      name,
      status: 200,
    });
    const { id } = answer.json<Message>();
    const get = (query: string) => h.json<Message>(`${GMAIL}/messages/${id}?${query}`);

    const full = await get('format=full');
    expect(full.payload?.mimeType).toBe('text/plain');
    expect(full.payload?.partId).toBe('');
    expect(full.payload?.parts).toBeUndefined();
    expect(headerOf(full.payload, 'Subject')).toBe(subject);
    if (subject === undefined) expect(full.payload?.headers).toEqual([]);
    const body = decoded(full.payload?.body?.data);
    expect(new TextDecoder('utf-8', { fatal: true }).decode(body)).toBe(text);
    expect(full.payload?.body?.size).toBe(body.length);
    expect(full.snippet).toBe(snippet);
    expect(full.sizeEstimate).toBe(raw.length);
    expect(full.labelIds).toEqual(['INBOX']);

    const metadata = await get('format=metadata&metadataHeaders=Subject');
    expect(metadata.payload?.mimeType).toBe('text/plain');
    expect(metadata.payload?.headers).toEqual(
      subject === undefined ? [] : [{ name: 'Subject', value: subject }],
    );
    expect(metadata.snippet).toBe(snippet);

    const minimal = await get('format=minimal');
    expect(minimal.payload).toBeUndefined();
    expect(minimal.snippet).toBe(snippet);

    const rawAnswer = await get('format=raw');
    expect(decoded(rawAnswer.raw).equals(raw)).toBe(true);
  });

  it('finds a headerless message by the words of its text', async () => {
    const raw = crlf('Quokka sightings are up this week.', '');
    const { id } = await h.json<Message>(path, { body: { raw: base64url(raw) } });
    const found = await h.json<gapi.client.gmail.ListMessagesResponse>(
      `${GMAIL}/messages?q=quokka`,
    );
    expect(found.messages?.map((message) => message.id)).toContain(id);
  });

  it('still refuses what is not a message at all, storing nothing', async () => {
    const total = await messagesTotal();
    for (const raw of [
      base64url(crlf('', '', '')), // blank lines only
      base64url(' \t \r\n'), // whitespace only
      '==', // valid base64 of nothing
    ]) {
      const answer = await h.call(path, { body: { raw } });
      expect({ raw, status: answer.status }).toEqual({ raw, status: 400 });
      expect(answer.json<ErrorBody>().error.status).toBe('INVALID_ARGUMENT');
    }
    expect(await messagesTotal()).toBe(total);
  });
});

describe('messages.send of an oddly folded header', () => {
  const send = (raw: Buffer) => h.call(`${GMAIL}/messages/send`, { body: { raw: base64url(raw) } });
  const rawOf = async (id: string | undefined) =>
    decoded((await h.json<Message>(`${GMAIL}/messages/${id}?format=raw`)).raw).toString();

  it('sends a message whose header block starts with a folded line', async () => {
    const raw = crlf(
      ' stray continuation',
      'From: Demo <demo@example.com>',
      'To: friend@example.com',
      'Subject: Folded first',
      'Date: Mon, 6 Jan 2025 09:30:00 +0000',
      'Message-ID: <folded-first@example.com>',
      '',
      'Hi.',
    );
    const answer = await send(raw);
    expect(answer.status).toBe(200);
    const { id } = answer.json<Message>();
    // Stored as written, but under a Message-ID of Gmail's, added after the stray line.
    const stored = await rawOf(id);
    const gmailId = /^Message-ID: (<[^>]+@mail\.gmail\.com>)\r\n/m.exec(stored)?.[1] ?? '';
    expect(stored).toBe(
      raw
        .toString()
        .replace('Message-ID: <folded-first@example.com>\r\n', '')
        .replace(' stray continuation\r\n', ` stray continuation\r\nMessage-ID: ${gmailId}\r\n`),
    );
    const full = await h.json<Message>(`${GMAIL}/messages/${id}?format=full`);
    expect(headerOf(full.payload, 'Subject')).toBe('Folded first');
  });

  it('adds the missing headers after a leading folded line, not into it', async () => {
    const answer = await send(
      crlf(' stray', 'To: friend@example.com', 'Subject: No From', '', 'x'),
    );
    expect(answer.status).toBe(200);
    const { id } = answer.json<Message>();
    const full = await h.json<Message>(`${GMAIL}/messages/${id}?format=full`);
    const me = (await h.json<gapi.client.gmail.Profile>(`${GMAIL}/profile`)).emailAddress;
    expect(headerOf(full.payload, 'From')).toBe(me);
    expect(await rawOf(id)).toMatch(/^ stray\r\nMessage-ID: <[^>]+>\r\nDate: .*\r\nFrom: /);
  });

  it('reads recipients after a line of only blanks inside the header', async () => {
    const answer = await send(
      crlf('From: demo@example.com', ' ', 'To: friend@example.com', 'Subject: Blank fold', '', 'x'),
    );
    expect(answer.status).toBe(200);
    const full = await h.json<Message>(`${GMAIL}/messages/${answer.json<Message>().id}`);
    expect(headerOf(full.payload, 'To')).toBe('friend@example.com');
  });

  it('still refuses a message with no recipient, however it is folded', async () => {
    const answer = await send(crlf(' stray', 'Subject: Nobody', '', 'x'));
    expect(answer.status).toBe(400);
    expect(answer.json<ErrorBody>().error.message).toBe('Recipient address required');
  });
});
