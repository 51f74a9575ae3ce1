import { USER_LABELS } from '../seed/mailbox';
import { GMAIL, emulatorForThisFile } from '../test-support/harness';

type Label = gapi.client.gmail.Label;

// labels.list and labels.get as Google documents them: the list without counts, get with them, and
// a user label's colours in both.
const h = emulatorForThisFile();

it('lists the demo account’s user labels, with their colours and without counts', async () => {
  const { labels = [] } = await h.json<gapi.client.gmail.ListLabelsResponse>(`${GMAIL}/labels`);
  const user = labels.filter((label) => label.type === 'user');
  expect(user.map((label) => label.id)).toEqual(USER_LABELS.map((label) => label.id));
  expect(user.find((label) => label.name === 'Travel')?.color).toEqual({
    backgroundColor: '#c9daf8',
    textColor: '#1c4587',
  });
  expect(user.find((label) => label.name === 'Family')).not.toHaveProperty('color');
  for (const label of labels) expect(label).not.toHaveProperty('threadsUnread');
});

it('gets a user label with its colours and its counts', async () => {
  const label = await h.json<Label>(`${GMAIL}/labels/${USER_LABELS[0]?.id ?? ''}`);
  expect(label).toMatchObject({ name: 'Travel', type: 'user', color: { textColor: '#1c4587' } });
  expect(label.threadsTotal).toBeGreaterThan(0);
  expect(label.threadsUnread).toEqual(expect.any(Number));
});
