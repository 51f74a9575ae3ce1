import { GMAIL, emulatorForThisFile } from '../test-support/harness';
import { base64url, rawMessage } from '../test-support/raw-message';

type Message = gapi.client.gmail.Message;

// Gmail lists a conversation at its newest message, whichever matched: in Sent, a conversation the
// user wrote on the 20th and was answered on the 25th sits above one written on the 24th. Shown with
// STARRED, a label a test may import (SENT comes only from sending, dated now).
const h = emulatorForThisFile({ seed: false });
const day = (date: number) => new Date(Date.UTC(2025, 10, date, 9));

const importMessage = async (spec: Parameters<typeof rawMessage>[0], labelIds: string[]) =>
  h.json<Message>(`${GMAIL}/messages/import`, {
    body: { raw: base64url(rawMessage(spec)), labelIds },
  });

const listedIds = async (query: string) =>
  (await h.json<gapi.client.gmail.ListThreadsResponse>(`${GMAIL}/threads?${query}`)).threads?.map(
    (thread) => thread.id,
  );

let answered = '';
let unanswered = '';
let oldest = '';

beforeAll(async () => {
  const me = (await h.json<gapi.client.gmail.Profile>(`${GMAIL}/profile`)).emailAddress ?? '';
  const sent = (date: number, subject: string, messageId: string) =>
    importMessage({ from: me, to: 'ann@example.com', subject, date: day(date), messageId }, [
      'INBOX',
      'STARRED',
    ]);
  answered = (await sent(20, 'Plans', '<plans@example.com>')).threadId ?? '';
  await importMessage(
    {
      from: 'ann@example.com',
      to: me,
      subject: 'Re: Plans',
      date: day(25),
      inReplyTo: '<plans@example.com>',
      references: '<plans@example.com>',
    },
    ['INBOX'],
  );
  unanswered = (await sent(24, 'Lunch', '<lunch@example.com>')).threadId ?? '';
  oldest = (await sent(23, 'Tickets', '<tickets@example.com>')).threadId ?? '';
});

it('orders a view by each conversation’s newest message, not its newest matching one', async () => {
  await expect(listedIds('labelIds=STARRED')).resolves.toEqual([answered, unanswered, oldest]);
});

it('pages in that order', async () => {
  const first = await h.json<gapi.client.gmail.ListThreadsResponse>(
    `${GMAIL}/threads?labelIds=STARRED&maxResults=2`,
  );
  expect(first.threads?.map((thread) => thread.id)).toEqual([answered, unanswered]);
  await expect(
    listedIds(`labelIds=STARRED&maxResults=2&pageToken=${first.nextPageToken ?? ''}`),
  ).resolves.toEqual([oldest]);
});
