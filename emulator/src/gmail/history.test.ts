import { GMAIL, emulatorForThisFile } from '../test-support/harness';
import { base64url, rawMessage } from '../test-support/raw-message';

// Conformance of users.history.list with Gmail's (docs/google-api.md#history): every change the
// product makes or sees is a record, in rising id order, filtered and paged as Google documents.

type History = gapi.client.gmail.History;
type ListHistoryResponse = gapi.client.gmail.ListHistoryResponse;
type Message = gapi.client.gmail.Message;

const h = emulatorForThisFile({ seed: false });

const raw = (subject: string, extra: { from?: string; to?: string } = {}) =>
  base64url(rawMessage({ subject, to: 'me@example.com', ...extra }));
const currentHistoryId = async () =>
  (await h.json<gapi.client.gmail.Profile>(`${GMAIL}/profile`)).historyId ?? '';
const history = (query: string) => h.json<ListHistoryResponse>(`${GMAIL}/history?${query}`);

/** Each record as `[kind, message id, label ids]`, the way the checks below read it. */
function changesOf(records: readonly History[] | undefined): [string, string, string[]][] {
  return (records ?? []).flatMap((record) => [
    ...(record.messagesAdded ?? []).map((change): [string, string, string[]] => [
      'added',
      change.message?.id ?? '',
      [],
    ]),
    ...(record.messagesDeleted ?? []).map((change): [string, string, string[]] => [
      'deleted',
      change.message?.id ?? '',
      [],
    ]),
    ...(record.labelsAdded ?? []).map((change): [string, string, string[]] => [
      'labelsAdded',
      change.message?.id ?? '',
      change.labelIds ?? [],
    ]),
    ...(record.labelsRemoved ?? []).map((change): [string, string, string[]] => [
      'labelsRemoved',
      change.message?.id ?? '',
      change.labelIds ?? [],
    ]),
  ]);
}

/** Every record after `start`, read page by page with `maxResults`. */
async function allPages(start: string, maxResults: number): Promise<History[]> {
  const records: History[] = [];
  let pageToken: string | undefined;
  do {
    const page = await history(
      `startHistoryId=${start}&maxResults=${maxResults}${pageToken ? `&pageToken=${pageToken}` : ''}`,
    );
    expect(page.history?.length ?? 0).toBeLessThanOrEqual(maxResults);
    records.push(...(page.history ?? []));
    pageToken = page.nextPageToken;
  } while (pageToken);
  return records;
}

describe('users.history.list', () => {
  let start = '';
  let received: Message;
  let imported: Message;
  let sent: Message;
  let draftMessage: Message;
  let sentDraft: Message;

  beforeAll(async () => {
    start = await currentHistoryId();
    received = await h.json<Message>(`${GMAIL}/messages`, {
      body: { raw: raw('Received'), labelIds: ['INBOX', 'UNREAD'] },
    });
    imported = await h.json<Message>(`${GMAIL}/messages/import`, {
      body: { raw: raw('Imported'), labelIds: ['INBOX'] },
    });
    sent = await h.json<Message>(`${GMAIL}/messages/send`, {
      body: { raw: raw('Sent', { to: 'friend@example.com' }) },
    });
    const draft = await h.json<gapi.client.gmail.Draft>(`${GMAIL}/drafts`, {
      body: { message: { raw: raw('Draft', { to: 'friend@example.com' }) } },
    });
    draftMessage = draft.message ?? {};
    sentDraft = await h.json<Message>(`${GMAIL}/drafts/send`, { body: { id: draft.id } });
    await h.json(`${GMAIL}/messages/${received.id}/modify`, {
      body: { addLabelIds: ['STARRED'], removeLabelIds: ['UNREAD'] },
    });
    await h.call(`${GMAIL}/messages/batchModify`, {
      body: { ids: [received.id, imported.id], addLabelIds: ['IMPORTANT'] },
    });
    await h.json(`${GMAIL}/messages/${imported.id}/trash`, { method: 'POST' });
    await h.json(`${GMAIL}/messages/${imported.id}/untrash`, { method: 'POST' });
    await h.json(`${GMAIL}/threads/${sent.threadId}/modify`, {
      body: { addLabelIds: ['INBOX'] },
    });
    await h.call(`${GMAIL}/messages/${sent.id}`, { method: 'DELETE' });
  });

  it('records every change in order, each with its own rising id, up to the mailbox id it answers', async () => {
    const all = await history(`startHistoryId=${start}`);
    expect(changesOf(all.history)).toEqual([
      ['added', received.id, []],
      ['added', imported.id, []],
      ['added', sent.id, []],
      ['added', draftMessage.id, []],
      ['deleted', draftMessage.id, []],
      ['added', sentDraft.id, []],
      ['labelsAdded', received.id, ['STARRED']],
      ['labelsRemoved', received.id, ['UNREAD']],
      ['labelsAdded', received.id, ['IMPORTANT']],
      ['labelsAdded', imported.id, ['IMPORTANT']],
      ['labelsAdded', imported.id, ['TRASH']],
      ['labelsRemoved', imported.id, ['INBOX']],
      ['labelsRemoved', imported.id, ['TRASH']],
      ['labelsAdded', sent.id, ['INBOX']],
      ['deleted', sent.id, []],
    ]);
    const ids = (all.history ?? []).map((record) => BigInt(record.id ?? '0'));
    ids.forEach((id, index) => expect(id).toBeGreaterThan(index ? ids[index - 1]! : BigInt(start)));
    expect(BigInt(all.historyId ?? '0')).toBe(BigInt(await currentHistoryId()));
    expect(BigInt(all.historyId ?? '0')).toBeGreaterThanOrEqual(ids.at(-1)!);
    expect(all.nextPageToken).toBeUndefined();
  });

  it('names the message, its thread and its labels in each change, and the thread ids answer as threads', async () => {
    const all = await history(`startHistoryId=${start}`);
    const [firstAdded] = all.history ?? [];
    expect(firstAdded?.messagesAdded).toEqual([
      { message: { id: received.id, threadId: received.threadId, labelIds: ['INBOX', 'UNREAD'] } },
    ]);
    expect(firstAdded?.messages).toEqual([{ id: received.id, threadId: received.threadId }]);
    const thread = await h.json<gapi.client.gmail.Thread>(`${GMAIL}/threads/${received.threadId}`);
    expect(BigInt(thread.historyId ?? '0')).toBeGreaterThan(BigInt(start));
  });

  it('keeps only the history types asked for (historyTypes, repeatable)', async () => {
    const labelsOnly = await history(
      `startHistoryId=${start}&historyTypes=labelAdded&historyTypes=labelRemoved`,
    );
    const kinds = new Set(changesOf(labelsOnly.history).map(([kind]) => kind));
    expect(kinds).toEqual(new Set(['labelsAdded', 'labelsRemoved']));
    const deleted = await history(`startHistoryId=${start}&historyTypes=messageDeleted`);
    expect(changesOf(deleted.history)).toEqual([
      ['deleted', draftMessage.id, []],
      ['deleted', sent.id, []],
    ]);
  });

  it('keeps only the changes of messages with the label asked for (labelId)', async () => {
    const starred = await history(`startHistoryId=${start}&labelId=STARRED`);
    expect(new Set(changesOf(starred.history).map(([, id]) => id))).toEqual(new Set([received.id]));
    const trash = await history(`startHistoryId=${start}&labelId=TRASH`);
    expect(changesOf(trash.history)).toEqual([
      ['labelsAdded', imported.id, ['TRASH']],
      ['labelsRemoved', imported.id, ['INBOX']],
      ['labelsRemoved', imported.id, ['TRASH']],
    ]);
  });

  it('pages with maxResults and pageToken through the same records, and starts after the id given', async () => {
    const whole = (await history(`startHistoryId=${start}`)).history ?? [];
    expect(await allPages(start, 3)).toEqual(whole);
    const fromFifth = await history(`startHistoryId=${whole[4]?.id}`);
    expect(fromFifth.history).toEqual(whole.slice(5));
    const latest = await history(`startHistoryId=${await currentHistoryId()}`);
    expect(latest.history).toBeUndefined();
    expect(latest.historyId).toBe(await currentHistoryId());
  });

  it('answers 404 for a start id older than it keeps, 400 without one', async () => {
    expect((await h.call(`${GMAIL}/history?startHistoryId=1`)).status).toBe(404);
    expect((await h.call(`${GMAIL}/history`)).status).toBe(400);
    expect((await h.call(`${GMAIL}/history?startHistoryId=abc`)).status).toBe(400);
  });
});
