// listMailboxChanges and loadThreadRows against the local Google stand-in over real HTTP.
import { startEmulator } from '@mail/emulator';
import { emulatorClient } from '../test-support/emulator-client';
import { HISTORY_EXPIRED, listMailboxChanges } from './mailbox-changes';

let emulator: Awaited<ReturnType<typeof startEmulator>>;
let token: string;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, fixturesDir: null });
  token = emulator.issueToken();
});
afterAll(() => emulator.close());

const client = () => emulatorClient(emulator.origin, () => token);

async function gmail<T>(path: string, body?: object): Promise<T> {
  const response = await fetch(`${emulator.origin}/gmail/v1/users/me${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as T;
}

const deliver = (subject: string) =>
  gmail<gapi.client.gmail.Message>('/messages', {
    raw: Buffer.from(`To: me@example.com\r\nSubject: ${subject}\r\n\r\nHi`).toString('base64url'),
    labelIds: ['INBOX', 'UNREAD'],
  });

it('names each changed conversation once, and the history id to start from next', async () => {
  const { historyId: start = '' } = await gmail<gapi.client.gmail.Profile>('/profile');
  const first = await deliver('First');
  const second = await deliver('Second');
  await gmail(`/messages/${first.id}/modify`, { removeLabelIds: ['UNREAD'] });

  const changes = await listMailboxChanges(client(), start, 25);
  expect(changes).toEqual({
    historyId: (await gmail<gapi.client.gmail.Profile>('/profile')).historyId,
    threadIds: [first.threadId, second.threadId],
  });
  if (changes === HISTORY_EXPIRED) return;
  expect(await listMailboxChanges(client(), changes.historyId, 25)).toEqual({
    historyId: changes.historyId,
    threadIds: [],
  });

  const deleted = await deliver('Deleted');
  await fetch(`${emulator.origin}/gmail/v1/users/me/messages/${deleted.id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
  const rows = await client().loadThreadRows([first.threadId ?? '', deleted.threadId ?? '']);
  expect(rows.items.map((item) => [item.threadId, item.isUnread])).toEqual([
    [first.threadId, false],
  ]);
  expect(rows.goneThreadIds).toEqual([deleted.threadId]);
  expect(rows.historyId).toBe(changes.historyId);
});

it('says a start id Google no longer keeps has expired (404)', async () => {
  await expect(listMailboxChanges(client(), '1', 25)).resolves.toBe(HISTORY_EXPIRED);
});
