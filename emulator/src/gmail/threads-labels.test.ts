import { GMAIL, emulatorForThisFile } from '../test-support/harness';
import { base64url, rawMessage } from '../test-support/raw-message';

type Message = gapi.client.gmail.Message;
type Thread = gapi.client.gmail.Thread;
type Label = gapi.client.gmail.Label;

const h = emulatorForThisFile({ seed: false });
let me = '';
let rootThread = '';
let replyId = '';
let loneThread = '';

const importMessage = async (spec: Parameters<typeof rawMessage>[0], labelIds: string[]) =>
  h.json<Message>(`${GMAIL}/messages/import`, {
    body: { raw: base64url(rawMessage(spec)), labelIds },
  });

beforeAll(async () => {
  me = (await h.json<gapi.client.gmail.Profile>(`${GMAIL}/profile`)).emailAddress ?? '';
  const day = Date.UTC(2025, 2, 3, 9);
  const root = await importMessage(
    { to: me, subject: 'Offsite agenda', date: new Date(day), messageId: '<agenda@example.com>' },
    ['INBOX', 'UNREAD'],
  );
  rootThread = root.threadId ?? '';
  const reply = await importMessage(
    {
      to: me,
      subject: 'RE: Offsite agenda',
      date: new Date(day + 3_600_000),
      inReplyTo: '<agenda@example.com>',
      references: '<agenda@example.com>',
    },
    ['INBOX', 'UNREAD'],
  );
  replyId = reply.id ?? '';
  loneThread =
    (
      await importMessage({ to: me, subject: 'Unrelated', date: new Date(day + 7_200_000) }, [
        'INBOX',
      ])
    ).threadId ?? '';
});

describe('threads', () => {
  it('groups a reply with its original and lists threads by their newest message', async () => {
    const list: gapi.client.gmail.ListThreadsResponse = await h.json(
      `${GMAIL}/threads?labelIds=INBOX`,
    );
    expect(list.threads?.map((thread) => thread.id)).toEqual([loneThread, rootThread]);
    expect(list.resultSizeEstimate).toBe(2);
    expect(list.threads?.[1]?.snippet).toEqual(expect.any(String));
  });

  it('gets a thread oldest first in each format, refusing raw', async () => {
    const full: Thread = await h.json(`${GMAIL}/threads/${rootThread}`);
    expect(full.messages?.map((message) => message.id)).toEqual([rootThread, replyId]);
    expect(full.messages?.[0]?.payload?.headers).toContainEqual({
      name: 'Subject',
      value: 'Offsite agenda',
    });
    const metadata: Thread = await h.json(
      `${GMAIL}/threads/${rootThread}?format=metadata&metadataHeaders=Subject`,
    );
    expect(metadata.messages?.[1]?.payload?.headers).toEqual([
      { name: 'Subject', value: 'RE: Offsite agenda' },
    ]);
    const minimal: Thread = await h.json(`${GMAIL}/threads/${rootThread}?format=minimal`);
    expect(minimal.messages?.every((message) => message.payload === undefined)).toBe(true);
    expect((await h.call(`${GMAIL}/threads/${rootThread}?format=raw`)).status).toBe(400);
  });

  it('modifies every message of a thread (archive)', async () => {
    const answer: Thread = await h.json(`${GMAIL}/threads/${rootThread}/modify`, {
      body: { removeLabelIds: ['INBOX', 'UNREAD'] },
    });
    expect(answer.messages).toHaveLength(2);
    expect(answer.messages?.every((message) => !message.labelIds?.includes('INBOX'))).toBe(true);
    const inbox: gapi.client.gmail.ListThreadsResponse = await h.json(
      `${GMAIL}/threads?labelIds=INBOX`,
    );
    expect(inbox.threads?.map((thread) => thread.id)).toEqual([loneThread]);
  });

  it('trashes a whole thread', async () => {
    const answer: Thread = await h.json(`${GMAIL}/threads/${loneThread}/trash`, { method: 'POST' });
    expect(answer.messages?.[0]?.labelIds).toContain('TRASH');
    expect((await h.json<Label>(`${GMAIL}/labels/TRASH`)).threadsTotal).toBe(1);
  });
});

describe('labels', () => {
  it('lists system and user labels without counts', async () => {
    const list: gapi.client.gmail.ListLabelsResponse = await h.json(`${GMAIL}/labels`);
    const inbox = list.labels?.find((label) => label.id === 'INBOX');
    expect(inbox).toEqual({ id: 'INBOX', name: 'INBOX', type: 'system' });
    expect(list.labels?.some((label) => label.messagesTotal !== undefined)).toBe(false);
  });

  it('counts messages and threads exactly in labels.get', async () => {
    const archive = await importMessage({ to: me, subject: 'Count me', date: new Date() }, [
      'INBOX',
      'UNREAD',
      'STARRED',
    ]);
    const starred: Label = await h.json(`${GMAIL}/labels/STARRED`);
    expect(starred).toMatchObject({
      id: 'STARRED',
      messagesTotal: 1,
      messagesUnread: 1,
      threadsTotal: 1,
      threadsUnread: 1,
    });
    await h.json(`${GMAIL}/messages/${archive.id}/modify`, {
      body: { removeLabelIds: ['UNREAD'] },
    });
    expect(await h.json<Label>(`${GMAIL}/labels/STARRED`)).toMatchObject({
      messagesUnread: 0,
      threadsUnread: 0,
    });
    expect((await h.call(`${GMAIL}/labels/NO_SUCH_LABEL`)).status).toBe(404);
  });

  it('creates user labels usable in modify and search, refusing duplicates', async () => {
    const created: Label = await h.json(`${GMAIL}/labels`, {
      body: { name: 'Receipts', labelListVisibility: 'labelShow' },
    });
    expect(created).toMatchObject({
      name: 'Receipts',
      type: 'user',
      labelListVisibility: 'labelShow',
    });
    expect(created.id).toMatch(/^Label_\d+$/);
    const message = await importMessage({ to: me, subject: 'Your receipt' }, ['INBOX']);
    await h.json(`${GMAIL}/messages/${message.id}/modify`, { body: { addLabelIds: [created.id] } });
    const found: gapi.client.gmail.ListMessagesResponse = await h.json(
      `${GMAIL}/messages?q=label%3Areceipts`,
    );
    expect(found.messages?.map((m) => m.id)).toEqual([message.id]);
    const duplicate = await h.call(`${GMAIL}/labels`, { body: { name: 'receipts' } });
    expect(duplicate.status).toBe(409);
  });
});
