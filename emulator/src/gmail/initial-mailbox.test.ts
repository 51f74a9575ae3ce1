import { readdirSync } from 'node:fs';
import path from 'node:path';
import { GMAIL, emulatorForThisFile } from '../test-support/harness';

const repoRoot = path.resolve(__dirname, '../../..');
const fixturesDir = path.resolve(repoRoot, 'fixtures/eml');

/** Every .eml under `dir`: all of them are mail Gmail would store, so none is skipped. */
function fixtureCount(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith('.eml'),
  ).length;
}

describe('fixture import', () => {
  const h = emulatorForThisFile({ seed: false, fixturesDir });

  it('delivers every .eml to the inbox, unread, dated by its Date header', async () => {
    const expected = fixtureCount(fixturesDir);
    expect(expected).toBeGreaterThan(0);
    const inbox = await h.json<gapi.client.gmail.Label>(`${GMAIL}/labels/INBOX`);
    expect(inbox.messagesTotal).toBe(expected);
    expect(inbox.messagesUnread).toBe(expected);
    const list = await h.json<gapi.client.gmail.ListMessagesResponse>(
      `${GMAIL}/messages?maxResults=500`,
    );
    const dates = await Promise.all(
      (list.messages ?? []).slice(0, 20).map(async ({ id }) => {
        const message = await h.json<gapi.client.gmail.Message>(
          `${GMAIL}/messages/${id}?format=minimal`,
        );
        return Number(message.internalDate);
      }),
    );
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('dates a fixture without a Date header before the demo’s 120 days, not now', async () => {
    const undated = await h.json<gapi.client.gmail.ListMessagesResponse>(
      `${GMAIL}/messages?q=${encodeURIComponent('older_than:120d')}&maxResults=500`,
    );
    const recent = await h.json<gapi.client.gmail.ListMessagesResponse>(
      `${GMAIL}/messages?q=${encodeURIComponent('newer_than:1d')}&maxResults=500`,
    );
    expect(undated.messages?.length ?? 0).toBeGreaterThan(0);
    expect(recent.messages ?? []).toEqual([]);
  });
});

describe('the messages option', () => {
  const h = emulatorForThisFile({ seed: false, messages: 300 });

  it('grows the mailbox to that many messages of generated mail, answers threaded', async () => {
    const profile = await h.json<gapi.client.gmail.Profile>(`${GMAIL}/profile`);
    expect(profile.messagesTotal).toBe(300);
    expect(profile.threadsTotal).toBeLessThan(300);
    const replies = await h.json<gapi.client.gmail.ListMessagesResponse>(
      `${GMAIL}/messages?q=${encodeURIComponent('subject:re')}&maxResults=500`,
    );
    expect(replies.resultSizeEstimate).toBe(300 - (profile.threadsTotal ?? 0));
  });
});
