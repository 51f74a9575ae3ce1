import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CONTROL_SECRET_FILE,
  CONTROL_SECRET_HEADER,
  startEmulator,
  type RunningEmulator,
} from '../index';
import { base64url, rawMessage } from '../test-support/raw-message';

type Message = gapi.client.gmail.Message;

const dataDir = mkdtempSync(path.join(tmpdir(), 'emulator-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function api<T>(
  emulator: RunningEmulator,
  route: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${emulator.origin}/gmail/v1/users/me${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${emulator.issueToken()}`,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : undefined) as T };
}

const start = (reset = false) => startEmulator({ port: 0, fixturesDir: null, dataDir, reset });
const profile = async (emulator: RunningEmulator) =>
  (await api<gapi.client.gmail.Profile>(emulator, '/profile')).json;

// Each test writes and reads the whole seed (hundreds of files) several times: on a busy 2-core
// machine that alone can pass jest's 5 s default.
jest.setTimeout(30_000);

describe('persistence', () => {
  let seedTotal = 0;
  let sentId = '';
  let archivedId = '';

  it('keeps sent and archived mail, and new labels, across a restart', async () => {
    const first = await start(true);
    const me = (await profile(first)).emailAddress;
    seedTotal = (await profile(first)).messagesTotal ?? 0;
    sentId =
      (
        await api<Message>(first, '/messages/send', {
          raw: base64url(rawMessage({ from: me, to: 'a@example.com', subject: 'Kept' })),
        })
      ).json.id ?? '';
    const inbox = await api<gapi.client.gmail.ListMessagesResponse>(
      first,
      '/messages?labelIds=INBOX&maxResults=1',
    );
    archivedId = inbox.json.messages?.[0]?.id ?? '';
    await api(first, `/messages/${archivedId}/modify`, { removeLabelIds: ['INBOX'] });
    const label = (await api<gapi.client.gmail.Label>(first, '/labels', { name: 'Saved label' }))
      .json;
    await first.close();

    const files = readdirSync(path.join(dataDir, 'messages'));
    expect(files).toHaveLength(seedTotal + 1);

    const second = await start();
    try {
      expect((await profile(second)).messagesTotal).toBe(seedTotal + 1);
      const sent = await api<Message>(
        second,
        `/messages/${sentId}?format=metadata&metadataHeaders=Subject`,
      );
      expect(sent.json.labelIds).toEqual(['SENT']);
      expect(sent.json.payload?.headers).toEqual([{ name: 'Subject', value: 'Kept' }]);
      const archived = await api<Message>(second, `/messages/${archivedId}?format=minimal`);
      expect(archived.json.labelIds ?? []).not.toContain('INBOX');
      expect((await api(second, `/labels/${label.id}`)).status).toBe(200);
      const next = await api<Message>(second, '/messages/send', {
        raw: base64url(rawMessage({ to: 'b@example.com' })),
      });
      expect(BigInt(`0x${next.json.id}`)).toBeGreaterThan(BigInt(`0x${sentId}`));
    } finally {
      await second.close();
    }
  });

  it('goes back to the seed on reset, and stays there after a restart', async () => {
    const third = await start();
    // As a script beside `pnpm emulator` would: the secret from the data dir.
    const secret = readFileSync(path.join(dataDir, CONTROL_SECRET_FILE), 'utf8').trim();
    const reset = await fetch(`${third.origin}/__emulator/reset`, {
      method: 'POST',
      headers: { [CONTROL_SECRET_HEADER]: secret },
    });
    expect(reset.status).toBe(200);
    expect((await profile(third)).messagesTotal).toBe(seedTotal);
    expect((await api(third, `/messages/${sentId}`)).status).toBe(404);
    await third.close();

    const fourth = await start();
    try {
      expect((await profile(fourth)).messagesTotal).toBe(seedTotal);
      expect((await api(fourth, `/messages/${sentId}`)).status).toBe(404);
      expect(readdirSync(path.join(dataDir, 'messages'))).toHaveLength(seedTotal);
    } finally {
      await fourth.close();
    }
  });

  it('starts from the seed with the reset option', async () => {
    const fifth = await start();
    await api(fifth, '/messages/send', { raw: base64url(rawMessage({ to: 'c@example.com' })) });
    await fifth.close();
    const sixth = await start(true);
    try {
      expect((await profile(sixth)).messagesTotal).toBe(seedTotal);
    } finally {
      await sixth.close();
    }
  });

  it('keeps access tokens across a restart, and a revoked one stays revoked', async () => {
    const before = await start();
    const kept = before.issueToken();
    const revoked = before.issueToken();
    expect(
      (await fetch(`${before.origin}/revoke?token=${revoked}`, { method: 'POST' })).status,
    ).toBe(200);
    await before.close();

    const after = await start();
    const profileWith = (token: string) =>
      fetch(`${after.origin}/gmail/v1/users/me/profile`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    try {
      expect((await profileWith(kept)).status).toBe(200);
      expect((await profileWith(revoked)).status).toBe(401);
      const again = await fetch(`${after.origin}/revoke?token=${revoked}`, { method: 'POST' });
      expect(again.status).toBe(400);
    } finally {
      await after.close();
    }
  });
});
