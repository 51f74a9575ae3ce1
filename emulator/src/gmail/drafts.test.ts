import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SCOPES } from '../auth/scopes';
import { startEmulator, type RunningEmulator } from '../index';
import { GMAIL, emulatorForThisFile } from '../test-support/harness';
import { base64url, rawMessage, type RawMessageSpec } from '../test-support/raw-message';

type Draft = gapi.client.gmail.Draft;
type Message = gapi.client.gmail.Message;
type ListDraftsResponse = gapi.client.gmail.ListDraftsResponse;
type ErrorBody = {
  error: { code: number; message: string; status: string; errors: { reason: string }[] };
};

const h = emulatorForThisFile({ seed: false });
let me = '';

const createDraft = (raw: string, extra: Record<string, unknown> = {}) =>
  h.call(`${GMAIL}/drafts`, { body: { message: { raw: base64url(raw), ...extra } } });
const create = async (spec: RawMessageSpec, extra: Record<string, unknown> = {}) => {
  const answer = await createDraft(rawMessage({ from: me, ...spec }), extra);
  if (answer.status !== 200) throw new Error(`drafts.create answered ${answer.text}`);
  return answer.json<Draft>();
};
const update = (draftId: string, spec: RawMessageSpec, extra: Record<string, unknown> = {}) =>
  h.call(`${GMAIL}/drafts/${draftId}`, {
    method: 'PUT',
    body: { message: { raw: base64url(rawMessage({ from: me, ...spec })), ...extra } },
  });
const getDraft = (draftId: string, query = '') =>
  h.json<Draft>(`${GMAIL}/drafts/${draftId}${query}`);
const sendDraft = (body: Record<string, unknown>) => h.call(`${GMAIL}/drafts/send`, { body });
const rawOf = (message: Message | undefined) =>
  Buffer.from(message?.raw ?? '', 'base64url').toString();
const listDrafts = (query = '') => h.json<ListDraftsResponse>(`${GMAIL}/drafts?${query}`);
const draftIds = async (query = '') => ((await listDrafts(query)).drafts ?? []).map((d) => d.id);
const messageIds = async (query: string) =>
  (
    (await h.json<gapi.client.gmail.ListMessagesResponse>(`${GMAIL}/messages?${query}`)).messages ??
    []
  ).map((m) => m.id);
const threadLabels = async (threadId: string) =>
  new Set(
    (
      await h.json<gapi.client.gmail.Thread>(`${GMAIL}/threads/${threadId}?format=minimal`)
    ).messages?.flatMap((m) => m.labelIds ?? []) ?? [],
  );

/** Deletes every draft, so each test counts from none. */
async function deleteAllDrafts(): Promise<void> {
  for (const id of await draftIds('maxResults=500&includeSpamTrash=true')) {
    await h.call(`${GMAIL}/drafts/${id}`, { method: 'DELETE' });
  }
}

/** A received message in the inbox, to reply to. */
async function receive(subject: string, messageId: string): Promise<Message> {
  return h.json<Message>(`${GMAIL}/messages`, {
    body: {
      raw: base64url(rawMessage({ to: me, subject, messageId, from: 'Ann <ann@example.com>' })),
      labelIds: ['INBOX', 'UNREAD'],
    },
  });
}

beforeAll(async () => {
  me = (await h.json<gapi.client.gmail.Profile>(`${GMAIL}/profile`)).emailAddress ?? '';
});

beforeEach(deleteAllDrafts);

describe('drafts.create and drafts.get', () => {
  it('stores the message with DRAFT only and answers {id, message: {id, threadId, labelIds}}', async () => {
    const draft = await create({ to: 'friend@example.com', subject: 'Plans' });
    expect(draft.id).toMatch(/^r-?\d+$/);
    expect(draft).toEqual({
      id: draft.id,
      message: { id: expect.any(String), threadId: expect.any(String), labelIds: ['DRAFT'] },
    });
    // A new conversation: its own thread, as for a message sent without threadId.
    expect(draft.message?.threadId).toBe(draft.message?.id);
  });

  it('answers each format, with Message-ID, Date and From supplied as messages.send does', async () => {
    const raw = rawMessage({ to: 'friend@example.com', subject: 'Formats', text: 'Body text' });
    const withoutFrom = raw.replace(/^From: .*\r\n/m, '');
    const draft = (await createDraft(withoutFrom)).json<Draft>();
    const id = draft.id ?? '';

    const full = await getDraft(id);
    expect(full.id).toBe(id);
    expect(full.message?.id).toBe(draft.message?.id);
    expect(full.message?.labelIds).toEqual(['DRAFT']);
    expect(full.message?.payload?.headers).toContainEqual({ name: 'Subject', value: 'Formats' });
    expect(full.message?.payload?.headers).toContainEqual({ name: 'From', value: me });
    expect(full.message?.snippet).toBe('Body text');

    const metadata = await getDraft(id, '?format=metadata');
    expect(metadata.message?.payload?.headers?.map((header) => header.name)).toEqual(
      expect.arrayContaining(['Subject', 'Message-ID', 'Date', 'From']),
    );
    expect(metadata.message?.payload?.body).toBeUndefined();

    const minimal = await getDraft(id, '?format=minimal');
    expect(minimal.message?.payload).toBeUndefined();
    expect(minimal.message?.labelIds).toEqual(['DRAFT']);

    const raw2 = rawOf((await getDraft(id, '?format=raw')).message);
    expect(raw2).toMatch(/^Message-ID: <[^>]+>\r\n/m);
    expect(raw2).toMatch(/^Date: /m);
    expect(raw2).toContain(`From: ${me}\r\n`);
    expect(raw2).toContain('Body text');

    // The draft's message is a message like any other.
    const message = await h.json<Message>(`${GMAIL}/messages/${draft.message?.id}?format=minimal`);
    expect(message.labelIds).toEqual(['DRAFT']);
  });

  it('keeps a draft that has no recipient yet', async () => {
    const draft = await create({ subject: 'Nobody yet' });
    expect((await getDraft(draft.id ?? '', '?format=minimal')).message?.labelIds).toEqual([
      'DRAFT',
    ]);
  });

  it('accepts the partial-response fields parameter', async () => {
    const answer = await h.call(`${GMAIL}/drafts?fields=id`, {
      body: { message: { raw: base64url(rawMessage({ to: 'x@example.com' })) } },
    });
    expect(Object.keys(answer.json<Draft>())).toEqual(['id']);
  });
});

describe('drafts.update', () => {
  it('keeps the draft id, replaces the message with a new id, and the old message is gone', async () => {
    const draft = await create({ to: 'friend@example.com', subject: 'First version' });
    const oldMessageId = draft.message?.id ?? '';
    const answer = await update(draft.id ?? '', {
      to: 'friend@example.com',
      subject: 'Second version',
    });
    expect(answer.status).toBe(200);
    const updated = answer.json<Draft>();
    expect(updated.id).toBe(draft.id);
    expect(updated.message?.id).not.toBe(oldMessageId);
    expect(updated.message?.labelIds).toEqual(['DRAFT']);
    // A draft alone in its conversation keeps the conversation's id.
    expect(updated.message?.threadId).toBe(draft.message?.threadId);

    expect((await h.call(`${GMAIL}/messages/${oldMessageId}`)).status).toBe(404);
    const current = await getDraft(draft.id ?? '', '?format=metadata');
    expect(current.message?.id).toBe(updated.message?.id);
    expect(current.message?.payload?.headers).toContainEqual({
      name: 'Subject',
      value: 'Second version',
    });
    expect(await draftIds()).toEqual([draft.id]);
  });

  it('records the replacement in history: the old message deleted, the new one added', async () => {
    const draft = await create({ to: 'friend@example.com', subject: 'History' });
    const start = (await h.json<gapi.client.gmail.Profile>(`${GMAIL}/profile`)).historyId;
    const updated = (
      await update(draft.id ?? '', { to: 'friend@example.com', subject: 'History 2' })
    ).json<Draft>();
    const history = await h.json<gapi.client.gmail.ListHistoryResponse>(
      `${GMAIL}/history?startHistoryId=${start}`,
    );
    expect(history.history?.map((record) => Object.keys(record).sort())).toEqual([
      ['id', 'messages', 'messagesDeleted'],
      ['id', 'messages', 'messagesAdded'],
    ]);
    expect(history.history?.[0]?.messagesDeleted?.[0]?.message?.id).toBe(draft.message?.id);
    expect(history.history?.[1]?.messagesAdded?.[0]?.message?.id).toBe(updated.message?.id);
  });

  it('takes the message as an upload: multipart for create (threadId in the metadata), media for update', async () => {
    const received = await receive('Uploads', '<uploads-1@example.com>');
    const boundary = 'draft-boundary';
    const multipart = [
      `--${boundary}`,
      'Content-Type: application/json; charset=UTF-8',
      '',
      JSON.stringify({ message: { threadId: received.threadId } }),
      `--${boundary}`,
      'Content-Type: message/rfc822',
      '',
      rawMessage({
        from: me,
        to: 'ann@example.com',
        subject: 'Re: Uploads',
        references: '<uploads-1@example.com>',
      }),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const created = await h.call(`/upload${GMAIL}/drafts?uploadType=multipart`, {
      body: multipart,
      headers: { 'Content-Type': `multipart/related; boundary=${boundary}` },
    });
    expect(created.status).toBe(200);
    const draft = created.json<Draft>();
    expect(draft.message).toMatchObject({ threadId: received.threadId, labelIds: ['DRAFT'] });

    const media = await h.call(`/upload${GMAIL}/drafts/${draft.id}?uploadType=media`, {
      method: 'PUT',
      body: rawMessage({ from: me, to: 'friend@example.com', subject: 'Uploaded' }),
      headers: { 'Content-Type': 'message/rfc822' },
    });
    expect(media.status).toBe(200);
    expect(media.json<Draft>().id).toBe(draft.id);
    const got = await getDraft(draft.id ?? '', '?format=metadata');
    expect(got.message?.payload?.headers).toContainEqual({ name: 'Subject', value: 'Uploaded' });
  });
});

describe('drafts.list', () => {
  it('lists newest first (by last change) with paging, and searches with q', async () => {
    const a = await create({ to: 'a@example.com', subject: 'Alpha' });
    const b = await create({ to: 'b@example.com', subject: 'Bravo' });
    const c = await create({ to: 'c@example.com', subject: 'Charlie' });
    await update(a.id ?? '', { to: 'a@example.com', subject: 'Alpha again' });

    const first = await listDrafts('maxResults=2');
    expect(first.drafts?.map((d) => d.id)).toEqual([a.id, c.id]);
    expect(first.resultSizeEstimate).toBe(3);
    expect(first.drafts?.[0]?.message).toEqual({
      id: expect.any(String),
      threadId: expect.any(String),
    });
    const second = await listDrafts(`maxResults=2&pageToken=${first.nextPageToken}`);
    expect(second.drafts?.map((d) => d.id)).toEqual([b.id]);
    expect(second.nextPageToken).toBeUndefined();

    expect(await draftIds(`q=${encodeURIComponent('subject:bravo')}`)).toEqual([b.id]);
    expect(await draftIds('q=to%3Ac%40example.com')).toEqual([c.id]);
    expect(await listDrafts('q=nothingmatcheszz')).toEqual({ resultSizeEstimate: 0 });
  });

  it('leaves out drafts in the trash unless includeSpamTrash', async () => {
    const draft = await create({ to: 'x@example.com', subject: 'Binned' });
    await h.json(`${GMAIL}/messages/${draft.message?.id}/trash`, { method: 'POST' });
    expect(await draftIds()).toEqual([]);
    expect(await draftIds('includeSpamTrash=true')).toEqual([draft.id]);
  });

  it('refuses unknown parameters and bad page tokens', async () => {
    expect((await h.call(`${GMAIL}/drafts?labelIds=DRAFT`)).status).toBe(400);
    expect((await h.call(`${GMAIL}/drafts?pageToken=garbage`)).status).toBe(400);
  });
});

describe('drafts in the mailbox', () => {
  it('are listed by messages.list and threads.list, found by in:drafts and label:DRAFT, and counted', async () => {
    const draft = await create({ to: 'x@example.com', subject: 'Listed' });
    const id = draft.message?.id;
    expect(await messageIds('')).toContain(id);
    expect(await messageIds('q=in%3Adrafts')).toEqual([id]);
    expect(await messageIds('q=label%3Adraft')).toEqual([id]);
    expect(await messageIds('labelIds=DRAFT')).toEqual([id]);
    expect(await messageIds('labelIds=INBOX')).not.toContain(id);
    const threads = await h.json<gapi.client.gmail.ListThreadsResponse>(
      `${GMAIL}/threads?labelIds=DRAFT`,
    );
    expect(threads.threads?.map((t) => t.id)).toEqual([draft.message?.threadId]);
    const label = await h.json<gapi.client.gmail.Label>(`${GMAIL}/labels/DRAFT`);
    expect(label).toMatchObject({ messagesTotal: 1, threadsTotal: 1, messagesUnread: 0 });
  });

  it('a draft reply joins the thread it names (threadId, In-Reply-To / References, subject), which then carries DRAFT', async () => {
    const received = await receive('Budget', '<budget-1@example.com>');
    const threadId = received.threadId ?? '';
    const reply = {
      to: 'ann@example.com',
      subject: 'Re: Budget',
      inReplyTo: '<budget-1@example.com>',
      references: '<budget-1@example.com>',
    };
    const draft = await create(reply, { threadId });
    expect(draft.message?.threadId).toBe(threadId);
    expect(await threadLabels(threadId)).toContain('DRAFT');

    // Short of the threadId, the headers or the subject: a new thread, as messages.send.
    const noThreadId = await create(reply);
    expect(noThreadId.message?.threadId).not.toBe(threadId);
    const noHeaders = await create({ to: 'ann@example.com', subject: 'Re: Budget' }, { threadId });
    expect(noHeaders.message?.threadId).not.toBe(threadId);
    const otherSubject = await create({ ...reply, subject: 'Re: Lunch' }, { threadId });
    expect(otherSubject.message?.threadId).not.toBe(threadId);

    // An update must name the thread again to stay in it.
    const kept = (await update(draft.id ?? '', reply, { threadId })).json<Draft>();
    expect(kept.message?.threadId).toBe(threadId);
    const left = (await update(draft.id ?? '', reply)).json<Draft>();
    expect(left.message?.threadId).not.toBe(threadId);
    expect(await threadLabels(threadId)).not.toContain('DRAFT');
  });
});

describe('drafts.send', () => {
  it('sends the draft as it is: the draft is gone, the message is stored anew with SENT', async () => {
    const draft = await create({ to: 'friend@example.com', subject: 'Off it goes' });
    const sentBefore = (await h.json<gapi.client.gmail.Label>(`${GMAIL}/labels/SENT`))
      .messagesTotal;
    const answer = await sendDraft({ id: draft.id });
    expect(answer.status).toBe(200);
    const sent = answer.json<Message>();
    expect(sent).toEqual({
      id: expect.any(String),
      threadId: expect.any(String),
      labelIds: ['SENT'],
    });
    expect(sent.id).not.toBe(draft.message?.id);
    expect(sent.threadId).toBe(draft.message?.threadId);

    expect((await h.call(`${GMAIL}/drafts/${draft.id}`)).status).toBe(404);
    expect((await h.call(`${GMAIL}/messages/${draft.message?.id}`)).status).toBe(404);
    expect(await draftIds()).toEqual([]);
    const stored = await h.json<Message>(`${GMAIL}/messages/${sent.id}?format=raw`);
    expect(stored.labelIds).toEqual(['SENT']);
    expect(rawOf(stored)).toContain('Subject: Off it goes');
    expect((await h.json<gapi.client.gmail.Label>(`${GMAIL}/labels/SENT`)).messagesTotal).toBe(
      (sentBefore ?? 0) + 1,
    );
    expect((await sendDraft({ id: draft.id })).status).toBe(404);
  });

  it('keeps the Message-ID a draft was given, and sends it under a Message-ID of its own', async () => {
    const draft = await create({
      to: 'friend@example.com',
      subject: 'Renamed on the way',
      messageId: '<given-1@example.com>',
      inReplyTo: '<earlier-1@example.com>',
      references: '<earlier-1@example.com>',
    });
    expect(rawOf((await getDraft(draft.id ?? '', '?format=raw')).message)).toContain(
      'Message-ID: <given-1@example.com>\r\n',
    );
    const sent = (await sendDraft({ id: draft.id })).json<Message>();
    const raw = rawOf(await h.json<Message>(`${GMAIL}/messages/${sent.id}?format=raw`));
    expect(raw.match(/^Message-ID: .*$/gim)).toEqual([
      expect.stringMatching(/^Message-ID: <[0-9a-f]+@mail\.gmail\.com>$/),
    ]);
    expect(raw).toContain('In-Reply-To: <earlier-1@example.com>\r\n');
    expect(raw).toContain('References: <earlier-1@example.com>\r\n');
    const q = (id: string) => `q=${encodeURIComponent(`rfc822msgid:${id} in:sent`)}`;
    expect(await messageIds(q('given-1@example.com'))).toEqual([]);
    const gmailId = /^Message-ID: <([^>]+)>/m.exec(raw)?.[1] ?? '';
    expect(await messageIds(q(gmailId))).toEqual([sent.id]);
  });

  it('joins the thread the draft was in, and the thread no longer carries DRAFT', async () => {
    const received = await receive('Offsite', '<offsite-1@example.com>');
    const threadId = received.threadId ?? '';
    const draft = await create(
      {
        to: 'ann@example.com',
        subject: 'Re: Offsite',
        inReplyTo: '<offsite-1@example.com>',
        references: '<offsite-1@example.com>',
      },
      { threadId },
    );
    const sent = (await sendDraft({ id: draft.id })).json<Message>();
    expect(sent.threadId).toBe(threadId);
    const labels = await threadLabels(threadId);
    expect(labels).toContain('SENT');
    expect(labels).not.toContain('DRAFT');
  });

  it('sends updated content given with the id, joining a thread only by messages.send rule', async () => {
    const received = await receive('Roadmap', '<roadmap-1@example.com>');
    const threadId = received.threadId ?? '';
    const reply = {
      to: 'ann@example.com',
      subject: 'Re: Roadmap',
      inReplyTo: '<roadmap-1@example.com>',
      references: '<roadmap-1@example.com>',
    };
    const first = await create({ to: 'ann@example.com', subject: 'Scratch' });
    const joined = (
      await sendDraft({
        id: first.id,
        message: { raw: base64url(rawMessage({ from: me, ...reply })), threadId },
      })
    ).json<Message>();
    expect(joined.threadId).toBe(threadId);
    const raw = rawOf(await h.json<Message>(`${GMAIL}/messages/${joined.id}?format=raw`));
    expect(raw).toContain('Subject: Re: Roadmap');

    const second = await create(reply, { threadId });
    const apart = (
      await sendDraft({
        id: second.id,
        message: { raw: base64url(rawMessage({ from: me, ...reply })) },
      })
    ).json<Message>();
    expect(apart.threadId).not.toBe(threadId);
  });

  it('delivers a draft to oneself into the inbox, unread', async () => {
    const draft = await create({ to: `Me <${me}>`, subject: 'Note to self' });
    const sent = (await sendDraft({ id: draft.id })).json<Message>();
    expect(sent.labelIds?.sort()).toEqual(['INBOX', 'SENT', 'UNREAD']);
  });

  it('refuses a draft without recipients with 400 and keeps it', async () => {
    const draft = await create({ subject: 'Nobody' });
    const answer = await sendDraft({ id: draft.id });
    expect(answer.status).toBe(400);
    expect(answer.json<ErrorBody>().error).toMatchObject({
      code: 400,
      message: 'Recipient address required',
      status: 'INVALID_ARGUMENT',
      errors: [{ reason: 'invalidArgument' }],
    });
    expect((await getDraft(draft.id ?? '', '?format=minimal')).message?.id).toBe(draft.message?.id);
  });

  it('sends through the upload endpoint, the draft id in the metadata', async () => {
    const draft = await create({ to: 'x@example.com', subject: 'Upload send' });
    const boundary = 'draft-boundary';
    const body = [
      `--${boundary}`,
      'Content-Type: application/json; charset=UTF-8',
      '',
      JSON.stringify({ id: draft.id, message: {} }),
      `--${boundary}`,
      'Content-Type: message/rfc822',
      '',
      rawMessage({ from: me, to: 'x@example.com', subject: 'Upload send, final' }),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const answer = await h.call(`/upload${GMAIL}/drafts/send?uploadType=multipart`, {
      body,
      headers: { 'Content-Type': `multipart/related; boundary=${boundary}` },
    });
    expect(answer.status).toBe(200);
    const sent = answer.json<Message>();
    const raw = rawOf(await h.json<Message>(`${GMAIL}/messages/${sent.id}?format=raw`));
    expect(raw).toContain('Subject: Upload send, final');
    expect(await draftIds()).toEqual([]);
  });
});

describe('drafts.delete', () => {
  it('answers 204 and removes the draft and its message for good (not to the trash)', async () => {
    const draft = await create({ to: 'x@example.com', subject: 'Discard me' });
    const answer = await h.call(`${GMAIL}/drafts/${draft.id}`, { method: 'DELETE' });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect((await h.call(`${GMAIL}/drafts/${draft.id}`)).status).toBe(404);
    expect((await h.call(`${GMAIL}/messages/${draft.message?.id}`)).status).toBe(404);
    expect(await messageIds('includeSpamTrash=true')).not.toContain(draft.message?.id);
    expect((await h.call(`${GMAIL}/drafts/${draft.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('goes with its message when the message is deleted through messages.delete', async () => {
    const draft = await create({ to: 'x@example.com', subject: 'Deleted as a message' });
    await h.call(`${GMAIL}/messages/${draft.message?.id}`, { method: 'DELETE' });
    expect((await h.call(`${GMAIL}/drafts/${draft.id}`)).status).toBe(404);
  });
});

describe('errors', () => {
  it('answers 404 notFound for an unknown draft id, whatever the method', async () => {
    const raw = base64url(rawMessage({ to: 'x@example.com' }));
    const answers = await Promise.all([
      h.call(`${GMAIL}/drafts/r1234567890`),
      h.call(`${GMAIL}/drafts/r1234567890`, { method: 'PUT', body: { message: { raw } } }),
      h.call(`${GMAIL}/drafts/r1234567890`, { method: 'DELETE' }),
      sendDraft({ id: 'r1234567890' }),
      h.call(`${GMAIL}/drafts/not-a-draft`),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.json<ErrorBody>().error).toEqual({
        code: 404,
        message: 'Requested entity was not found.',
        errors: [
          { message: 'Requested entity was not found.', domain: 'global', reason: 'notFound' },
        ],
        status: 'NOT_FOUND',
      });
    }
  });

  it('answers 400 for a missing message or raw, bad base64 and unknown fields, storing nothing', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Missing draft message'],
      [
        { message: {} },
        "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
      ],
      [
        { message: { raw: '' } },
        "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
      ],
      [{ message: { raw: 'not base64!!' } }, "Invalid value at 'message.raw'"],
      [{ message: 'text' }, "Invalid value at 'draft.message'"],
      [
        { message: { raw: base64url('To: x@example.com\r\n\r\nhi'), nope: 1 } },
        'Unknown name "nope"',
      ],
      [{ draft: {} }, 'Unknown name "draft"'],
    ];
    for (const [body, message] of cases) {
      const answer = await h.call(`${GMAIL}/drafts`, { body });
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(answer.json<ErrorBody>().error.message).toContain(message);
    }
    const draft = await create({ to: 'x@example.com' });
    const badUpdate = await h.call(`${GMAIL}/drafts/${draft.id}`, { method: 'PUT', body: {} });
    expect(badUpdate.status).toBe(400);
    expect((await sendDraft({})).status).toBe(400);
    expect(await draftIds()).toEqual([draft.id]);
  });

  it('checks the threadId a draft names', async () => {
    const raw = rawMessage({ from: me, to: 'x@example.com' });
    expect((await createDraft(raw, { threadId: '00000000000000aa' })).status).toBe(404);
    expect((await createDraft(raw, { threadId: 'nope!' })).status).toBe(400);
  });

  it('wants gmail.compose (or modify, or full) to write drafts; readonly reads them', async () => {
    const draft = await create({ to: 'x@example.com' });
    const readonly = h.emulator.issueToken({ scopes: [SCOPES.gmailReadonly] });
    const sendOnly = h.emulator.issueToken({ scopes: [SCOPES.gmailSend] });
    const compose = h.emulator.issueToken({ scopes: [SCOPES.gmailCompose] });
    expect((await h.call(`${GMAIL}/drafts`, { token: readonly })).status).toBe(200);
    expect((await h.call(`${GMAIL}/drafts/${draft.id}`, { token: readonly })).status).toBe(200);
    const body = { message: { raw: base64url(rawMessage({ to: 'x@example.com' })) } };
    expect((await h.call(`${GMAIL}/drafts`, { body, token: readonly })).status).toBe(403);
    expect(
      (await h.call(`${GMAIL}/drafts/send`, { body: { id: draft.id }, token: sendOnly })).status,
    ).toBe(403);
    expect((await h.call(`${GMAIL}/drafts`, { body, token: compose })).status).toBe(200);
    expect(
      (await h.call(`${GMAIL}/drafts/${draft.id}`, { method: 'DELETE', token: compose })).status,
    ).toBe(204);
  });
});

describe('persistence', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emulator-drafts-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const start = (reset = false) =>
    startEmulator({ port: 0, fixturesDir: null, seed: false, dataDir, reset });

  async function call<T>(
    emulator: RunningEmulator,
    route: string,
    method = 'GET',
    body?: unknown,
  ): Promise<{ status: number; json: T }> {
    const response = await fetch(`${emulator.origin}${GMAIL}${route}`, {
      method,
      headers: {
        Authorization: `Bearer ${emulator.issueToken()}`,
        'Content-Type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : undefined) as T };
  }

  it('keeps drafts across a restart, still updatable and sendable; a reset removes them', async () => {
    const first = await start(true);
    const raw = (subject: string) => base64url(rawMessage({ to: 'x@example.com', subject }));
    const kept = (await call<Draft>(first, '/drafts', 'POST', { message: { raw: raw('Kept') } }))
      .json;
    const other = (await call<Draft>(first, '/drafts', 'POST', { message: { raw: raw('Other') } }))
      .json;
    await first.close();

    const second = await start();
    try {
      const list = (await call<ListDraftsResponse>(second, '/drafts')).json;
      expect(list.drafts?.map((d) => d.id)).toEqual([other.id, kept.id]);
      const got = (await call<Draft>(second, `/drafts/${kept.id}?format=metadata`)).json;
      expect(got.message?.id).toBe(kept.message?.id);
      expect(got.message?.payload?.headers).toContainEqual({ name: 'Subject', value: 'Kept' });
      const updated = await call<Draft>(second, `/drafts/${kept.id}`, 'PUT', {
        message: { raw: raw('Kept, updated') },
      });
      expect(updated.json.id).toBe(kept.id);
      const sent = await call<Message>(second, '/drafts/send', 'POST', { id: other.id });
      expect(sent.json.labelIds).toEqual(['SENT']);
    } finally {
      await second.close();
    }

    const third = await start();
    try {
      const list = (await call<ListDraftsResponse>(third, '/drafts')).json;
      expect(list.drafts?.map((d) => d.id)).toEqual([kept.id]);
      await third.reset();
      expect((await call<ListDraftsResponse>(third, '/drafts')).json).toEqual({
        resultSizeEstimate: 0,
      });
      expect((await call(third, `/drafts/${kept.id}`)).status).toBe(404);
    } finally {
      await third.close();
    }
  });
});
