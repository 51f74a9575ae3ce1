// Integration tests: the drafts calls against the local Google stand-in over real HTTP on 127.0.0.1.
import { DEFAULT_FAULTS, startEmulator } from '@mail/emulator';
import { GoogleApiError, NetworkError } from './errors';
import { draftCalls } from './drafts';
import type { GoogleClientOptions } from './google-client';
import { emulatorClient } from './test-support/emulator-client';
import { toConversationThread } from './thread';

jest.setTimeout(60_000);

type Emulator = Awaited<ReturnType<typeof startEmulator>>;

let emulator: Emulator;
let token: string;
let me = '';

/** Every request the client started (answered or not): the emulator logs only answered ones. */
function setup(overrides: Partial<GoogleClientOptions> = {}) {
  const started: string[] = [];
  const client = emulatorClient(emulator.origin, () => token, {
    fetch: (input, init) => {
      started.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return fetch(input, init);
    },
    ...overrides,
  });
  return { client, started };
}

const mime = (subject: string, extra: string[] = [], to = 'Ann <ann@example.com>') =>
  [
    `To: ${to}`,
    `Subject: ${subject}`,
    ...extra,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    '',
    `${subject}: written by the drafts integration test ✓`,
  ].join('\r\n');

/** A message received into the inbox (messages.insert), to reply to. */
async function receive(subject: string, messageId: string): Promise<{ threadId: string }> {
  const raw = [
    'From: Ann <ann@example.com>',
    `To: ${me}`,
    `Subject: ${subject}`,
    `Message-ID: ${messageId}`,
    '',
    'Shall we?',
  ].join('\r\n');
  const response = await fetch(`${emulator.origin}/gmail/v1/users/me/messages`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ raw: Buffer.from(raw).toString('base64url'), labelIds: ['INBOX'] }),
  });
  return (await response.json()) as { threadId: string };
}

const draftCount = async () => (await setup().client.getLabel('DRAFT', {})).messagesTotal ?? 0;
const paths = () => emulator.requestLog().map((entry) => entry.path.split('?')[0]);

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, fixturesDir: null, seed: false });
  token = emulator.issueToken();
  me = (await setup().client.getProfile()).email;
});

afterAll(async () => {
  await emulator?.close();
});

beforeEach(async () => {
  await emulator.reset();
  emulator.setFaults(DEFAULT_FAULTS);
  emulator.clearRequestLog();
});

describe('a draft from creation to sending', () => {
  it('is created, read, updated (new message id), listed, sent and then gone', async () => {
    const { client } = setup();
    const created = await draftCalls(client).createDraft({ raw: mime('Plans') });
    expect(created.id).toMatch(/^r-?\d+$/);
    const read = await draftCalls(client).getDraft(created.id);
    expect(read.message).toMatchObject({ id: created.messageId, subject: 'Plans' });
    expect(read.message.labelIds).toEqual(['DRAFT']);
    expect(read.message.html).toContain('written by the drafts integration test ✓');
    expect(read.message.messageIdHeader).toMatch(/^<.+>$/);

    const updated = await draftCalls(client).updateDraft(created.id, { raw: mime('Plans, again') });
    expect(updated.id).toBe(created.id);
    expect(updated.messageId).not.toBe(created.messageId);
    expect((await draftCalls(client).getDraft(created.id)).message.subject).toBe('Plans, again');

    const other = await draftCalls(client).createDraft({ raw: mime('Other') });
    const first = await draftCalls(client).listDrafts({ maxResults: 1 });
    expect(first.drafts).toEqual([other]);
    const second = await draftCalls(client).listDrafts({
      maxResults: 1,
      pageToken: first.nextPageToken,
    });
    expect(second).toEqual({ drafts: [updated] });

    const sent = await draftCalls(client).sendDraft(created.id);
    expect(sent.labelIds).toEqual(['SENT']);
    expect(sent.threadId).toBe(created.threadId);
    await expect(draftCalls(client).getDraft(created.id)).rejects.toMatchObject({ status: 404 });
    expect((await draftCalls(client).listDrafts({})).drafts).toEqual([other]);
    expect(
      toConversationThread(await client.getThread(sent.threadId)).messages.map((m) => m.subject),
    ).toEqual(['Plans, again']);

    await draftCalls(client).deleteDraft(other.id);
    await draftCalls(client).deleteDraft(other.id); // already gone: still resolves
    await expect(draftCalls(client).listDrafts({})).resolves.toEqual({ drafts: [] });
    expect(await draftCount()).toBe(0);
  });

  it('stays in the conversation it replies to, through update and send', async () => {
    const { client } = setup();
    const { threadId } = await receive('Offsite', '<offsite-7@example.com>');
    const reply = mime('Re: Offsite', [
      'In-Reply-To: <offsite-7@example.com>',
      'References: <offsite-7@example.com>',
    ]);
    const draft = await draftCalls(client).createDraft({ raw: reply, threadId });
    expect(draft.threadId).toBe(threadId);
    const thread = toConversationThread(await client.getThread(threadId));
    expect(thread.messages.map((m) => m.labelIds.includes('DRAFT'))).toEqual([false, true]);
    const updated = await draftCalls(client).updateDraft(draft.id, { raw: reply, threadId });
    expect(updated.threadId).toBe(threadId);
    const sent = await draftCalls(client).sendDraft(draft.id);
    expect(sent.threadId).toBe(threadId);
    const after = toConversationThread(await client.getThread(threadId));
    expect(after.messages.map((m) => m.labelIds.includes('SENT'))).toEqual([false, true]);
  });

  it('carries messages above the threshold through the upload endpoint, which the stand-in takes', async () => {
    const { client } = setup();
    // Past 1 MiB as base64 in JSON, which the stand-in refuses as Google does.
    const attachment = Buffer.alloc(800 * 1024, 7)
      .toString('base64')
      .replace(/.{76}/g, '$&\r\n');
    const big = (subject: string) =>
      [
        'To: ann@example.com',
        `Subject: ${subject}`,
        'Content-Type: multipart/mixed; boundary=b',
        '',
        '--b',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'see the file',
        '--b',
        'Content-Type: application/octet-stream; name=big.bin',
        'Content-Disposition: attachment; filename=big.bin',
        'Content-Transfer-Encoding: base64',
        '',
        attachment,
        '--b--',
        '',
      ].join('\r\n');
    const draft = await draftCalls(client).createDraft({ raw: big('Big draft') });
    const updated = await draftCalls(client).updateDraft(draft.id, {
      raw: big('Big draft, again'),
    });
    expect(paths()).toEqual([
      '/upload/gmail/v1/users/me/drafts',
      `/upload/gmail/v1/users/me/drafts/${draft.id}`,
    ]);
    const read = await draftCalls(client).getDraft(draft.id);
    expect(read.message).toMatchObject({ id: updated.messageId, subject: 'Big draft, again' });
    expect(read.message.attachments[0]).toMatchObject({ filename: 'big.bin' });
    const sent = await draftCalls(client).sendMessage({ raw: big('Big message') });
    expect(paths().at(-1)).toBe('/upload/gmail/v1/users/me/messages/send');
    const message = toConversationThread(await client.getThread(sent.threadId)).messages[0];
    expect(message?.attachments[0]).toMatchObject({ filename: 'big.bin', size: 800 * 1024 });
  });
});

describe('delivery rules against failures', () => {
  it.each([
    [500, GoogleApiError],
    ['drop', NetworkError],
  ] as const)('does not repeat a create after a %s', async (status, errorType) => {
    const { client, started } = setup();
    emulator.setFaults({ pathFilter: '/drafts$', failNext: [{ status, count: 1 }] });
    await expect(draftCalls(client).createDraft({ raw: mime('Once') })).rejects.toBeInstanceOf(
      errorType,
    );
    expect(started.filter((request) => request.endsWith('/drafts'))).toHaveLength(1);
    expect(await draftCount()).toBe(0);
  });

  it('repeats an update after a 500 and a dropped connection, leaving one draft', async () => {
    const { client, started } = setup();
    const draft = await draftCalls(client).createDraft({ raw: mime('Before') });
    emulator.setFaults({
      pathFilter: '/drafts/r',
      failNext: [
        { status: 500, count: 1 },
        { status: 'drop', count: 1 },
      ],
    });
    const updated = await draftCalls(client).updateDraft(draft.id, { raw: mime('After') });
    expect(started.filter((request) => request.startsWith('PUT '))).toHaveLength(3);
    expect((await draftCalls(client).getDraft(draft.id)).message.subject).toBe('After');
    expect((await draftCalls(client).listDrafts({})).drafts).toEqual([updated]);
  });

  it('repeats a delete after a dropped connection', async () => {
    const { client } = setup();
    const draft = await draftCalls(client).createDraft({ raw: mime('Doomed') });
    emulator.setFaults({ pathFilter: '/drafts/r', failNext: [{ status: 'drop', count: 1 }] });
    await draftCalls(client).deleteDraft(draft.id);
    expect(await draftCount()).toBe(0);
  });

  it('does not repeat a drafts.send whose answer was lost; the draft being gone says it went', async () => {
    const { client, started } = setup({ retry: { attemptTimeoutMs: 150, baseDelayMs: 20 } });
    const draft = await draftCalls(client).createDraft({ raw: mime('Slow send') });
    emulator.setFaults({ pathFilter: '/drafts/send$', latencyMs: 400 });
    const error: unknown = await draftCalls(client)
      .sendDraft(draft.id)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'NetworkError', timedOut: true });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(started.filter((request) => request.endsWith('/drafts/send'))).toHaveLength(1);
    emulator.setFaults({ latencyMs: 0 });
    await expect(draftCalls(client).draftExists(draft.id)).resolves.toBe(false);
  });

  it('does not repeat a dropped drafts.send; the draft is still there and nothing was sent', async () => {
    const { client } = setup();
    const since = Date.now();
    const draft = await draftCalls(client).createDraft({ raw: mime('Dropped send') });
    emulator.setFaults({ pathFilter: '/drafts/send$', failNext: [{ status: 'drop', count: 1 }] });
    await expect(draftCalls(client).sendDraft(draft.id)).rejects.toBeInstanceOf(NetworkError);
    await expect(draftCalls(client).draftExists(draft.id)).resolves.toBe(true);
    const match = { subject: 'Dropped send', to: ['ann@example.com'], cc: [], since };
    await expect(draftCalls(client).findSentMessage(match)).resolves.toBeUndefined();
  });

  it('finds a messages.send whose answer was lost by what Gmail keeps, under a Message-ID of its own', async () => {
    const { client } = setup();
    const since = Date.now();
    const ours = '<never-twice-1@example.com>';
    const raw = mime('Answer lost', [`Message-ID: ${ours}`, 'Cc: Bob <bob@example.com>']);
    emulator.setFaults({
      pathFilter: '/messages/send$',
      failNext: [{ status: 'drop-after', count: 1 }],
    });
    await expect(draftCalls(client).sendMessage({ raw })).rejects.toBeInstanceOf(NetworkError);
    emulator.setFaults(DEFAULT_FAULTS);
    const match = {
      subject: 'Answer lost',
      to: ['ann@example.com'],
      cc: ['bob@example.com'],
      since,
    };
    const found = await draftCalls(client).findSentMessage(match);
    expect(found).toMatchObject({ id: expect.any(String), labelIds: ['SENT'] });
    const sent = toConversationThread(await client.getThread(found?.threadId ?? '')).messages[0];
    expect(sent?.messageIdHeader).toMatch(/@mail\.gmail\.com>$/);
    expect(sent?.messageIdHeader).not.toBe(ours);
    // Another recipient, or a time before the attempt, is another message.
    await expect(draftCalls(client).findSentMessage({ ...match, cc: [] })).resolves.toBeUndefined();
  });

  it('is refused with 400 when the draft names no recipient, and the draft stays', async () => {
    const { client } = setup();
    const draft = await draftCalls(client).createDraft({ raw: mime('Nobody', [], '') });
    await expect(draftCalls(client).sendDraft(draft.id)).rejects.toMatchObject({
      status: 400,
      message: 'Recipient address required',
    });
    expect((await draftCalls(client).listDrafts({})).drafts).toEqual([draft]);
  });
});
