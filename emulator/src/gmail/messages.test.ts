import { SCOPES } from '../auth/scopes';
import { GMAIL, emulatorForThisFile } from '../test-support/harness';
import { base64url, rawMessage, type RawMessageSpec } from '../test-support/raw-message';

type Message = gapi.client.gmail.Message;
type ListMessagesResponse = gapi.client.gmail.ListMessagesResponse;
type Label = gapi.client.gmail.Label;
type ErrorBody = {
  error: { code: number; message: string; status: string; errors: { reason: string }[] };
};

const h = emulatorForThisFile({ seed: false });
const HOUR = 3_600_000;
const base = Date.UTC(2025, 0, 10, 12);

let me = '';
/** The inserted messages by name, with the date each was given. */
const inserted: Record<string, Message & { date: number }> = {};

async function insert(name: string, spec: RawMessageSpec, labelIds: string[]): Promise<Message> {
  const message = await h.json<Message>(`${GMAIL}/messages/import`, {
    body: { raw: base64url(rawMessage(spec)), labelIds },
  });
  inserted[name] = { ...message, date: spec.date?.getTime() ?? 0 };
  return message;
}

const list = (query: string) => h.json<ListMessagesResponse>(`${GMAIL}/messages?${query}`);
const label = (id: string) => h.json<Label>(`${GMAIL}/labels/${id}`);
const get = (id: string, query = '') => h.json<Message>(`${GMAIL}/messages/${id}${query}`);
const messagesTotal = async () =>
  (await h.json<gapi.client.gmail.Profile>(`${GMAIL}/profile`)).messagesTotal;
const send = (raw: string, extra: Record<string, unknown> = {}) =>
  h.call(`${GMAIL}/messages/send`, { body: { raw: base64url(raw), ...extra } });

beforeAll(async () => {
  me = (await h.json<gapi.client.gmail.Profile>(`${GMAIL}/profile`)).emailAddress ?? '';
  const at = (hours: number) => new Date(base + hours * HOUR);
  await insert(
    'inbox1',
    { subject: 'Budget review', date: at(1), to: me, messageId: '<b1@example.com>' },
    ['INBOX'],
  );
  await insert(
    'inbox2',
    { subject: 'Lunch friday', date: at(2), to: me, messageId: '<l2@example.com>' },
    ['INBOX', 'UNREAD'],
  );
  await insert(
    'inbox3',
    { subject: 'Quarterly plan', date: at(3), to: me, messageId: '<q3@example.com>' },
    ['INBOX', 'UNREAD'],
  );
  await insert(
    'inbox4',
    {
      subject: 'Invoice attached',
      date: at(4),
      to: me,
      attachment: {
        filename: 'invoice.pdf',
        contentType: 'application/pdf',
        data: Buffer.from('%PDF-1.4 tiny'),
      },
    },
    ['INBOX', 'UNREAD', 'IMPORTANT'],
  );
  await insert('inbox5', { subject: 'Weekly digest', date: at(5), to: me }, ['INBOX']);
  await insert('spam', { subject: 'You won a prize', date: at(6), to: me }, ['SPAM']);
  await insert('trash', { subject: 'Old newsletter', date: at(7), to: me }, ['TRASH']);
});

describe('messages.list', () => {
  it('pages newest first through one label, omitting nextPageToken on the last page', async () => {
    const seen: string[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page: ListMessagesResponse = await list(
        `labelIds=INBOX&maxResults=2${pageToken ? `&pageToken=${pageToken}` : ''}`,
      );
      expect(page.resultSizeEstimate).toBe(5);
      seen.push(...(page.messages ?? []).map((m) => m.id ?? ''));
      pageToken = page.nextPageToken;
      pages++;
    } while (pageToken);
    expect(pages).toBe(3);
    const expected = ['inbox5', 'inbox4', 'inbox3', 'inbox2', 'inbox1'].map(
      (name) => inserted[name]?.id,
    );
    expect(seen).toEqual(expected);
  });

  it('requires every repeated labelIds value', async () => {
    const page = await list('labelIds=INBOX&labelIds=UNREAD&labelIds=IMPORTANT');
    expect(page.messages?.map((m) => m.id)).toEqual([inserted.inbox4?.id]);
  });

  it('leaves out SPAM and TRASH unless asked', async () => {
    const ids = (page: ListMessagesResponse) => (page.messages ?? []).map((m) => m.id);
    const plain = ids(await list(''));
    expect(plain).toHaveLength(5);
    expect(plain).not.toContain(inserted.spam?.id);
    expect(ids(await list('includeSpamTrash=true'))).toHaveLength(7);
    expect(ids(await list('q=in%3Aanywhere'))).toHaveLength(7);
    expect(ids(await list('labelIds=TRASH'))).toEqual([inserted.trash?.id]);
    expect(ids(await list('q=in%3Aspam'))).toEqual([inserted.spam?.id]);
  });

  it('searches with q and omits messages when nothing matches', async () => {
    const found = await list(`q=${encodeURIComponent('subject:(quarterly plan)')}`);
    expect(found.messages?.map((m) => m.id)).toEqual([inserted.inbox3?.id]);
    const none = await list('q=zzzznothingmatches');
    expect(none).toEqual({ resultSizeEstimate: 0 });
  });

  it('reads "me" in from:, to: as the signed-in user\'s address', async () => {
    const mine = await insert(
      'fromMe',
      { subject: 'Note to someone', date: new Date(base), from: me, to: 'someone@example.org' },
      [],
    );
    const ids = (page: ListMessagesResponse) => (page.messages ?? []).map((m) => m.id);
    expect(ids(await list('q=from%3Ame'))).toEqual([mine.id]);
    expect(ids(await list('q=to%3Ame'))).toHaveLength(5);
  });

  it('refuses unknown parameters and bad page tokens as Google does', async () => {
    const unknown = await h.call(`${GMAIL}/messages?labelIds%5B%5D=INBOX`);
    expect(unknown.status).toBe(400);
    expect(unknown.json<ErrorBody>().error.message).toContain('Unknown name "labelIds[]"');
    expect((await h.call(`${GMAIL}/messages?pageToken=garbage`)).status).toBe(400);
    expect((await h.call(`${GMAIL}/messages?maxResults=ten`)).status).toBe(400);
  });
});

describe('messages.get', () => {
  it('answers format=full with the parsed payload', async () => {
    const message: Message = await get(inserted.inbox4?.id ?? '');
    expect(message.threadId).toBe(inserted.inbox4?.threadId);
    expect(message.internalDate).toBe(String(inserted.inbox4?.date));
    expect(message.labelIds).toEqual(expect.arrayContaining(['INBOX', 'UNREAD', 'IMPORTANT']));
    expect(message.payload?.mimeType).toBe('multipart/mixed');
    expect(message.payload?.headers).toContainEqual({ name: 'Subject', value: 'Invoice attached' });
    const attachment = message.payload?.parts?.find((p) => p.filename === 'invoice.pdf');
    expect(attachment?.body?.attachmentId).toEqual(expect.any(String));
    expect(message.snippet).toContain('Hello from a test');
    expect(Number(message.historyId)).toBeGreaterThan(0);
  });

  it('answers format=metadata with only the asked headers, matched case-insensitively', async () => {
    const message: Message = await get(
      inserted.inbox1?.id ?? '',
      '?format=metadata&metadataHeaders=subject&metadataHeaders=FROM',
    );
    expect(message.payload?.headers?.map((header) => header.name).sort()).toEqual([
      'From',
      'Subject',
    ]);
    expect(message.payload?.parts).toBeUndefined();
    expect(message.payload?.body).toBeUndefined();
  });

  it('answers format=minimal without payload and format=raw with the stored bytes', async () => {
    const minimal: Message = await get(inserted.inbox2?.id ?? '', '?format=minimal');
    expect(minimal.payload).toBeUndefined();
    expect(minimal.snippet).toBeDefined();
    const raw: Message = await get(inserted.inbox2?.id ?? '', '?format=raw');
    expect(Buffer.from(raw.raw ?? '', 'base64url').toString()).toContain('Subject: Lunch friday');
    expect(raw.payload).toBeUndefined();
  });

  it('answers 400 for a bad id or format and 404 for an unknown id', async () => {
    const badId = await h.call(`${GMAIL}/messages/not-an-id`);
    expect(badId.status).toBe(400);
    expect(badId.json<ErrorBody>().error.message).toBe('Invalid id value');
    expect((await h.call(`${GMAIL}/messages/${inserted.inbox1?.id}?format=html`)).status).toBe(400);
    const missing = await h.call(`${GMAIL}/messages/00000000000000ff`);
    expect(missing.status).toBe(404);
    expect(missing.json<ErrorBody>().error).toEqual({
      code: 404,
      message: 'Requested entity was not found.',
      errors: [
        { message: 'Requested entity was not found.', domain: 'global', reason: 'notFound' },
      ],
      status: 'NOT_FOUND',
    });
  });

  it('accepts the user address in place of me and refuses other mailboxes', async () => {
    const path = `/gmail/v1/users/${encodeURIComponent(me)}/messages/${inserted.inbox1?.id}?format=minimal`;
    expect((await h.call(path)).status).toBe(200);
    const other = await h.call(`/gmail/v1/users/someone%40else.example/messages`);
    expect(other.status).toBe(403);
  });
});

describe('attachments.get', () => {
  it('serves the bytes behind attachment ids that change on every read', async () => {
    const id = inserted.inbox4?.id ?? '';
    const attachmentIdOf = async () =>
      (await get(id)).payload?.parts?.find((p) => p.filename === 'invoice.pdf')?.body
        ?.attachmentId ?? '';
    const first = await attachmentIdOf();
    const second = await attachmentIdOf();
    expect(first).not.toBe(second);
    for (const attachmentId of [first, second]) {
      const body: gapi.client.gmail.MessagePartBody = await h.json(
        `${GMAIL}/messages/${id}/attachments/${attachmentId}`,
      );
      expect(Buffer.from(body.data ?? '', 'base64url').toString()).toBe('%PDF-1.4 tiny');
      expect(body.size).toBe('%PDF-1.4 tiny'.length);
    }
    const elsewhere = await h.call(`${GMAIL}/messages/${inserted.inbox1?.id}/attachments/${first}`);
    expect(elsewhere.status).toBe(404);
  });
});

describe('modify and batchModify', () => {
  it('changes labels, as labels.get counts show', async () => {
    const before = await label('UNREAD');
    const modified: Message = await h.json(`${GMAIL}/messages/${inserted.inbox2?.id}/modify`, {
      body: { removeLabelIds: ['UNREAD'], addLabelIds: ['STARRED'] },
    });
    expect(modified.labelIds).toEqual(expect.arrayContaining(['INBOX', 'STARRED']));
    expect(modified.labelIds).not.toContain('UNREAD');
    const after = await label('UNREAD');
    expect(after.messagesUnread).toBe((before.messagesUnread ?? 0) - 1);
    expect(after.threadsUnread).toBe((before.threadsUnread ?? 0) - 1);
  });

  it('modifies many messages at once with an empty answer', async () => {
    const ids = ['inbox1', 'inbox3', 'inbox5'].map((name) => inserted[name]?.id);
    const starredBefore = (await label('STARRED')).messagesTotal ?? 0;
    const answer = await h.call(`${GMAIL}/messages/batchModify`, {
      body: { ids, addLabelIds: ['STARRED'] },
    });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect((await label('STARRED')).messagesTotal).toBe(starredBefore + 3);
  });

  it('refuses more than 1000 ids and unknown labels', async () => {
    const ids = Array.from({ length: 1001 }, (_, i) => i.toString(16));
    expect(
      (await h.call(`${GMAIL}/messages/batchModify`, { body: { ids, addLabelIds: ['STARRED'] } }))
        .status,
    ).toBe(400);
    const unknown = await h.call(`${GMAIL}/messages/${inserted.inbox1?.id}/modify`, {
      body: { addLabelIds: ['NOPE'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json<ErrorBody>().error.message).toBe('Invalid label: NOPE');
  });
});

describe('messages.send', () => {
  it('stores the raw as sent with SENT, adding Message-ID and Date when missing', async () => {
    const answer = await send(
      rawMessage({ from: me, to: 'friend@example.com', subject: 'Hello there' }),
    );
    expect(answer.status).toBe(200);
    const sent = answer.json<Message>();
    expect(sent.labelIds).toEqual(['SENT']);
    const raw = Buffer.from(
      (await get(sent.id ?? '', '?format=raw')).raw ?? '',
      'base64url',
    ).toString();
    expect(raw).toMatch(/^Message-ID: <[^>]+>\r\n/m);
    expect(raw).toMatch(/^Date: /m);
    expect(raw).toContain('Subject: Hello there');
  });

  it('replaces the Message-ID written, as Gmail does, keeping In-Reply-To and References', async () => {
    const written = [
      `From: ${me}`,
      'To: friend@example.com',
      'Subject: Renamed',
      'Message-ID:',
      ' <written-1@example.com>',
      'In-Reply-To: <first-1@example.com>',
      'References: <first-1@example.com>',
      '',
      'Body',
      '',
    ].join('\r\n');
    const sent = (await send(written)).json<Message>();
    const raw = Buffer.from(
      (await get(sent.id ?? '', '?format=raw')).raw ?? '',
      'base64url',
    ).toString();
    const messageId = /^Message-ID: (<[0-9a-f]+@mail\.gmail\.com>)\r\n/m.exec(raw)?.[1];
    expect(messageId).toBeDefined();
    expect(raw).not.toContain('written-1@example.com');
    expect(raw).toContain(
      'In-Reply-To: <first-1@example.com>\r\nReferences: <first-1@example.com>\r\n',
    );
    const headers = (await get(sent.id ?? '', '?format=metadata')).payload?.headers ?? [];
    expect(headers.filter((header) => header.name === 'Message-ID')).toEqual([
      { name: 'Message-ID', value: messageId },
    ]);
    const found = (q: string) => list(`q=${encodeURIComponent(q)}`);
    expect((await found('rfc822msgid:written-1@example.com')).messages).toBeUndefined();
    expect((await found(`rfc822msgid:${messageId}`)).messages).toEqual([
      expect.objectContaining({ id: sent.id }),
    ]);
  });

  it('refuses a JSON body over 1 MiB as Google does, and takes the same message as an upload', async () => {
    const total = await messagesTotal();
    // 800,000 bytes of message: about 1.07 MB as base64url in JSON.
    const large = rawMessage({
      from: me,
      to: 'big@example.com',
      subject: 'Large',
      text: 'x'.repeat(800_000),
    });
    const refused = await send(large);
    expect(refused.status).toBe(400);
    expect(refused.json<ErrorBody>()).toEqual({
      error: {
        code: 400,
        message: 'Request payload size exceeds the limit: 1048576 bytes.',
        errors: [
          {
            message: 'Request payload size exceeds the limit: 1048576 bytes.',
            domain: 'global',
            reason: 'badRequest',
          },
        ],
        status: 'INVALID_ARGUMENT',
      },
    });
    expect(await messagesTotal()).toBe(total);
    const uploaded = await h.call('/upload/gmail/v1/users/me/messages/send?uploadType=media', {
      body: large,
      headers: { 'Content-Type': 'message/rfc822' },
    });
    expect(uploaded.status).toBe(200);
    expect(await messagesTotal()).toBe((total ?? 0) + 1);
  });

  it('joins the thread a reply names, when it refers to a message there with the same subject', async () => {
    const threadId = inserted.inbox1?.threadId;
    const reply = (spec: Partial<RawMessageSpec>) =>
      rawMessage({
        from: me,
        to: 'sender@example.com',
        subject: 'Re: Budget review',
        inReplyTo: '<b1@example.com>',
        references: '<b1@example.com>',
        ...spec,
      });
    const joined = (await send(reply({}), { threadId })).json<Message>();
    expect(joined.threadId).toBe(threadId);

    // Gmail wants all three (docs/google-api.md#sending); short of one, the reply starts a new
    // thread.
    const shortOf: Record<string, Message> = {
      threadId: (await send(reply({}))).json<Message>(),
      'reply headers': (
        await send(reply({ inReplyTo: undefined, references: undefined }), { threadId })
      ).json<Message>(),
      'the subject': (
        await send(reply({ subject: 'Re: Another topic' }), { threadId })
      ).json<Message>(),
    };
    for (const [missing, message] of Object.entries(shortOf)) {
      expect({ missing, joined: message.threadId === threadId }).toEqual({
        missing,
        joined: false,
      });
    }
  });

  it('checks that an explicit threadId exists', async () => {
    const raw = rawMessage({
      from: me,
      to: 'x@example.com',
      subject: 'Re: Lunch friday',
      inReplyTo: '<l2@example.com>',
    });
    const joined = (await send(raw, { threadId: inserted.inbox2?.threadId })).json<Message>();
    expect(joined.threadId).toBe(inserted.inbox2?.threadId);
    expect((await send(raw, { threadId: '00000000000000aa' })).status).toBe(404);
    expect((await send(raw, { threadId: 'nope!' })).status).toBe(400);
  });

  it('delivers mail to self into the inbox, unread', async () => {
    const sent = (
      await send(rawMessage({ from: me, to: `Me <${me}>`, subject: 'Note to self' }))
    ).json<Message>();
    expect(sent.labelIds?.sort()).toEqual(['INBOX', 'SENT', 'UNREAD']);
  });

  it('answers 400 without storing anything for no recipient or a malformed raw', async () => {
    const total = await messagesTotal();
    const noRecipient = await send(rawMessage({ from: me, subject: 'Nobody' }));
    expect(noRecipient.status).toBe(400);
    expect(noRecipient.json<ErrorBody>().error).toMatchObject({
      code: 400,
      message: 'Recipient address required',
      status: 'INVALID_ARGUMENT',
      errors: [{ reason: 'invalidArgument' }],
    });
    const badBase64 = await h.call(`${GMAIL}/messages/send`, { body: { raw: 'not base64!!' } });
    expect(badBase64.status).toBe(400);
    expect(badBase64.json<ErrorBody>().error.status).toBe('INVALID_ARGUMENT');
    const missing = await h.call(`${GMAIL}/messages/send`, { body: {} });
    expect(missing.status).toBe(400);
    expect(await messagesTotal()).toBe(total);
  });

  it.each(['insert', 'import'])(
    'answers %s of a malformed raw with 400 and stores nothing',
    async (method) => {
      const total = await messagesTotal();
      for (const body of [{ raw: 'not base64!!' }, {}, { raw: '' }]) {
        const answer = await h.call(`${GMAIL}/messages${method === 'insert' ? '' : '/import'}`, {
          body,
        });
        expect({ body, status: answer.status }).toEqual({ body, status: 400 });
        expect(answer.json<ErrorBody>().error.status).toBe('INVALID_ARGUMENT');
      }
      expect(await messagesTotal()).toBe(total);
    },
  );

  it('takes uploads: media and multipart', async () => {
    const raw = rawMessage({ from: me, to: 'upload@example.com', subject: 'Uploaded' });
    const media = await h.call('/upload/gmail/v1/users/me/messages/send?uploadType=media', {
      body: raw,
      headers: { 'Content-Type': 'message/rfc822' },
    });
    expect(media.status).toBe(200);
    expect(media.json<Message>().labelIds).toEqual(['SENT']);

    const boundary = 'upload-boundary';
    const multipart = [
      `--${boundary}`,
      'Content-Type: application/json; charset=UTF-8',
      '',
      JSON.stringify({ threadId: inserted.inbox3?.threadId }),
      `--${boundary}`,
      'Content-Type: message/rfc822',
      '',
      rawMessage({
        from: me,
        to: 'upload@example.com',
        subject: 'Re: Quarterly plan',
        references: '<q3@example.com>',
      }),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const answer = await h.call('/upload/gmail/v1/users/me/messages/send?uploadType=multipart', {
      body: multipart,
      headers: { 'Content-Type': `multipart/related; boundary=${boundary}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.json<Message>().threadId).toBe(inserted.inbox3?.threadId);

    const wrongType = await h.call('/upload/gmail/v1/users/me/messages/send?uploadType=media', {
      body: raw,
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(wrongType.status).toBe(400);
  });
});

describe('insert and import', () => {
  it('dates an import by its Date header and an insert by arrival', async () => {
    const date = new Date(Date.UTC(2020, 5, 1, 8));
    const raw = base64url(rawMessage({ to: me, subject: 'Archived mail', date }));
    const imported = await h.json<Message>(`${GMAIL}/messages/import`, { body: { raw } });
    expect((await get(imported.id ?? '', '?format=minimal')).internalDate).toBe(
      String(date.getTime()),
    );
    const before = Date.now();
    const insertedNow = await h.json<Message>(`${GMAIL}/messages`, {
      body: { raw, labelIds: ['INBOX'] },
    });
    expect(
      Number((await get(insertedNow.id ?? '', '?format=minimal')).internalDate),
    ).toBeGreaterThanOrEqual(before);
    const viaHeader = await h.json<Message>(`${GMAIL}/messages?internalDateSource=dateHeader`, {
      body: { raw },
    });
    expect((await get(viaHeader.id ?? '', '?format=minimal')).internalDate).toBe(
      String(date.getTime()),
    );
  });
});

describe('trash, untrash and delete', () => {
  it('moves a message to the trash and back, then deletes it', async () => {
    const id =
      (
        await h.json<Message>(`${GMAIL}/messages`, {
          body: { raw: base64url(rawMessage({ to: me })), labelIds: ['INBOX'] },
        })
      ).id ?? '';
    const trashed = await h.json<Message>(`${GMAIL}/messages/${id}/trash`, { method: 'POST' });
    expect(trashed.labelIds).toContain('TRASH');
    expect(trashed.labelIds).not.toContain('INBOX');
    expect((await list('')).messages?.map((m) => m.id)).not.toContain(id);
    const untrashed = await h.json<Message>(`${GMAIL}/messages/${id}/untrash`, { method: 'POST' });
    expect(untrashed.labelIds ?? []).not.toContain('TRASH');

    const modifyOnly = h.emulator.issueToken({ scopes: [SCOPES.gmailModify] });
    const refused = await h.call(`${GMAIL}/messages/${id}`, {
      method: 'DELETE',
      token: modifyOnly,
    });
    expect(refused.status).toBe(403);
    expect((await h.call(`${GMAIL}/messages/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await h.call(`${GMAIL}/messages/${id}`)).status).toBe(404);
  });
});

describe('history.list', () => {
  it('reports label changes and additions after a start id', async () => {
    const start = (await h.json<gapi.client.gmail.Profile>(`${GMAIL}/profile`)).historyId;
    const id = inserted.inbox3?.id ?? '';
    await h.json(`${GMAIL}/messages/${id}/modify`, { body: { removeLabelIds: ['UNREAD'] } });
    const added = await h.json<Message>(`${GMAIL}/messages`, {
      body: { raw: base64url(rawMessage({ to: me })), labelIds: ['INBOX'] },
    });

    const all: gapi.client.gmail.ListHistoryResponse = await h.json(
      `${GMAIL}/history?startHistoryId=${start}`,
    );
    expect(all.history).toHaveLength(2);
    expect(all.history?.[0]?.labelsRemoved).toEqual([
      { message: expect.objectContaining({ id }), labelIds: ['UNREAD'] },
    ]);
    expect(all.history?.[1]?.messagesAdded?.[0]?.message?.id).toBe(added.id);
    expect(Number(all.historyId)).toBeGreaterThan(Number(start));

    const onlyAdded: gapi.client.gmail.ListHistoryResponse = await h.json(
      `${GMAIL}/history?startHistoryId=${start}&historyTypes=messageAdded`,
    );
    expect(onlyAdded.history?.map((record) => record.messagesAdded?.[0]?.message?.id)).toEqual([
      added.id,
    ]);
    expect((await h.call(`${GMAIL}/history?startHistoryId=1`)).status).toBe(404);
  });
});
