// Integration tests: the client against the local Google stand-in over real HTTP on 127.0.0.1.
import { DEFAULT_FAULTS, startEmulator, type RequestLogEntry } from '@mail/emulator';
import { GoogleApiError, NetworkError } from './errors';
import { draftCalls } from './drafts';
import type { GoogleClientOptions } from './google-client';
import { emulatorClient } from './test-support/emulator-client';
import { toConversationThread } from './thread';
import { attachmentFileNames } from './message-parts';

jest.setTimeout(60_000);

type Emulator = Awaited<ReturnType<typeof startEmulator>>;

/** One HTTP exchange as the client saw it. */
interface Exchange {
  method: string;
  url: URL;
  start: number;
  end: number;
  status: number;
  text: string;
}

/** Records every exchange that got an answer, and every request that started (answered or not). */
function recordingFetch(exchanges: Exchange[], started: string[]): typeof fetch {
  return async (input, init) => {
    const start = performance.now();
    started.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
    const response = await fetch(input, init);
    const text = await response.clone().text();
    exchanges.push({
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      start,
      end: performance.now(),
      status: response.status,
      text,
    });
    return response;
  };
}

/** The longest chain of exchanges where each started only after the previous one ended. */
function sequentialRoundTrips(exchanges: readonly Exchange[]): number {
  const sorted = [...exchanges].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  sorted.forEach((exchange, index) => {
    const before = sorted
      .slice(0, index)
      .map((earlier, earlierIndex) =>
        earlier.end <= exchange.start ? (depth[earlierIndex] ?? 0) : 0,
      );
    depth.push(1 + Math.max(0, ...before));
  });
  return Math.max(0, ...depth);
}

let emulator: Emulator;
let token: string;

const topLevel = (log: RequestLogEntry[]) => log.filter((entry) => !entry.viaBatch);
const calls = (log: RequestLogEntry[], pattern: RegExp) =>
  log.filter((entry) => pattern.test(entry.path.split('?')[0] ?? ''));

function setup(overrides: Partial<GoogleClientOptions> = {}) {
  const exchanges: Exchange[] = [];
  const started: string[] = [];
  const onUnauthorized = jest.fn();
  const client = emulatorClient(emulator.origin, () => token, {
    onUnauthorized,
    fetch: recordingFetch(exchanges, started),
    ...overrides,
  });
  return { client, exchanges, started, onUnauthorized };
}

/** A raw threads.get format=full, straight from the emulator (for cross-checks). */
async function fullThread(threadId: string): Promise<gapi.client.gmail.Thread> {
  const response = await fetch(
    `${emulator.origin}/gmail/v1/users/me/threads/${threadId}?format=full`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  return (await response.json()) as gapi.client.gmail.Thread;
}

const rawMessage = (subject: string) =>
  [
    'To: Someone <someone@example.com>',
    `Subject: ${subject}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    '',
    'Sent by the gmail-client integration test ✓',
  ].join('\r\n');

beforeAll(async () => {
  // With the repository's real-world mail (fixtures/eml), as the product starts.
  emulator = await startEmulator({ port: 0 });
});

afterAll(async () => {
  await emulator?.close();
});

beforeEach(async () => {
  await emulator.reset();
  emulator.setFaults(DEFAULT_FAULTS);
  emulator.clearRequestLog();
  token = emulator.issueToken();
});

/** Lists as the mailbox asks for them. */
const INBOX = { labelIds: ['INBOX'] };
const IMPORTANT = { labelIds: ['IMPORTANT', 'INBOX'] };

describe('a mailbox page', () => {
  it.each([
    ['Others', INBOX, 'INBOX'],
    ['Important', IMPORTANT, undefined],
  ] as const)(
    '%s: 25 rows in 2 sequential round trips and the total beside them, all to the batch URL, no bodies',
    async (_name, query, totalLabel) => {
      const { client, exchanges } = setup();
      // As the mailbox asks: the rows and, beside them, the total.
      const [page, total] = await Promise.all([
        client.listMailboxPage(query),
        totalLabel ? client.getThreadsTotal(totalLabel) : undefined,
      ]);
      expect(page.items).toHaveLength(25);
      expect(page.nextPageToken).toBeTruthy();
      if (totalLabel) expect(total).toBeGreaterThan(0);

      const log = emulator.requestLog();
      const batches = totalLabel ? 3 : 2;
      expect(topLevel(log).map((entry) => `${entry.method} ${entry.path.split('?')[0]}`)).toEqual(
        Array(batches).fill('POST /batch/gmail/v1'),
      );
      const parts = log.filter((entry) => entry.viaBatch);
      expect(parts).toHaveLength(batches - 1 + 25);
      expect(parts.every((entry) => entry.status === 200 && entry.path.includes('fields='))).toBe(
        true,
      );
      expect(exchanges).toHaveLength(batches);
      expect(sequentialRoundTrips(exchanges)).toBe(2);

      const rows = exchanges.find((exchange) => exchange.text.includes('"snippet"'));
      expect(rows?.text).not.toMatch(/"(body|data|attachmentId)"/);
    },
  );

  it('derives the same rows as the full threads would give', async () => {
    const { client } = setup();
    const { items } = await client.listMailboxPage(INBOX);
    const full = await Promise.all(items.map((item) => fullThread(item.threadId)));
    expect(items.some((item) => item.hasAttachment)).toBe(true);
    items.forEach((item, index) => {
      const messages = full[index]?.messages ?? [];
      expect(item.threadCount).toBe(messages.length);
      expect(item.attachments).toEqual(
        messages.flatMap((message) => attachmentFileNames(message.payload)),
      );
      expect(messages.map((message) => message.id)).toContain(item.id);
    });
  });

  it('pages on with the next page token, without repeating a thread', async () => {
    const { client } = setup();
    const first = await client.listMailboxPage(INBOX);
    const second = await client.listMailboxPage({ ...INBOX, pageToken: first.nextPageToken });
    const firstIds = new Set(first.items.map((item) => item.threadId));
    expect(second.items.length).toBeGreaterThan(0);
    expect(second.items.filter((item) => firstIds.has(item.threadId))).toEqual([]);
  });

  it('lists by query', async () => {
    const { client } = setup();
    const page = await client.listMailboxPage({ q: 'has:attachment' });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.hasAttachment)).toBe(true);
    expect(calls(emulator.requestLog(), /\/labels\//)).toEqual([]);
  });
});

describe('a conversation', () => {
  it('opens, is marked read and is archived with one request each', async () => {
    const { client } = setup();
    const { items } = await client.listMailboxPage({
      q: 'in:inbox is:unread',
    });
    const row = items[0];
    if (!row) throw new Error('the seed has no unread inbox thread');
    emulator.clearRequestLog();

    const thread = toConversationThread(await client.getThread(row.threadId));
    expect(emulator.requestLog()).toHaveLength(1);
    expect(thread.messages.map((message) => message.id)).toContain(row.id);
    expect(thread.messages.every((message) => typeof message.html === 'string')).toBe(true);

    emulator.clearRequestLog();
    await client.markThreadRead(row.threadId);
    expect(emulator.requestLog()).toHaveLength(1);
    const read = await fullThread(row.threadId);
    expect(read.messages?.some((message) => message.labelIds?.includes('UNREAD'))).toBe(false);

    emulator.clearRequestLog();
    await client.archiveThread(row.threadId);
    expect(emulator.requestLog()).toHaveLength(1);
    const archived = await fullThread(row.threadId);
    expect(archived.messages?.some((message) => message.labelIds?.includes('INBOX'))).toBe(false);
  });

  it('downloads an attachment once per (message, part), although its id changes', async () => {
    const { client } = setup();
    const { items } = await client.listMailboxPage({
      q: 'has:attachment',
    });
    const threadId = items[0]?.threadId ?? '';
    const first = toConversationThread(await client.getThread(threadId));
    const message = first.messages.find((candidate) => candidate.attachments.length > 0);
    const attachment = message?.attachments[0];
    if (!message || !attachment) throw new Error('no attachment in a has:attachment thread');

    emulator.clearRequestLog();
    const bytes = await client.getAttachment(
      message.id,
      attachment.partId,
      attachment.attachmentId,
    );
    expect(bytes.byteLength).toBe(attachment.size);
    expect(emulator.requestLog()).toHaveLength(1);

    const again = toConversationThread(await client.getThread(threadId));
    const sameMessage = again.messages.find((candidate) => candidate.id === message.id);
    const samePart = sameMessage?.attachments.find((ref) => ref.partId === attachment.partId);
    emulator.clearRequestLog();
    await expect(
      client.getAttachment(message.id, attachment.partId, samePart?.attachmentId ?? ''),
    ).resolves.toBe(bytes);
    expect(emulator.requestLog()).toHaveLength(0);
  });

  it('opens every thread of the mailbox (seed and real-world fixtures)', async () => {
    const { client } = setup({ maxInFlight: 4 });
    const threadIds: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = await client.listMailboxPage({
        q: 'in:anywhere',
        pageToken,
      });
      threadIds.push(...page.items.map((item) => item.threadId));
      pageToken = page.nextPageToken;
    } while (pageToken);
    const threads = await Promise.all(
      threadIds.map((threadId) => client.getThread(threadId).then(toConversationThread)),
    );
    const messages = threads.flatMap((thread) => thread.messages);
    expect(messages.length).toBeGreaterThanOrEqual(threadIds.length);
    for (const message of messages) {
      expect(typeof message.html).toBe('string');
      expect(message.from.name).not.toBe('');
      expect(message.html).not.toContain('\ufffd\ufffd\ufffd');
    }
  });
});

describe('failures', () => {
  it('comes through a 429 storm on every batch part with every row', async () => {
    const { client } = setup();
    const baseline = await client.listMailboxPage(INBOX);
    emulator.clearRequestLog();
    // All 25 parts fail inside the batch, then 15 of their own retries fail once more.
    emulator.setFaults({
      pathFilter: '/threads/',
      failNext: [{ status: 429, count: 40, retryAfterSeconds: 0 }],
    });
    const stormy = await client.listMailboxPage(INBOX);
    expect(stormy).toEqual(baseline);
    const log = emulator.requestLog();
    expect(log.filter((entry) => entry.status === 429)).toHaveLength(40);
    // The list's batch and the rows' batch, neither sent again.
    expect(calls(topLevel(log), /^\/batch\//)).toHaveLength(2);
  });

  it('keeps 24 rows when one batch part answers 403 dailyLimitExceeded', async () => {
    const { client } = setup();
    const baseline = await client.listMailboxPage(INBOX);
    emulator.setFaults({
      pathFilter: '/threads/',
      rateLimitReason: 'dailyLimitExceeded',
      failNext: [{ status: 403, count: 1 }],
    });
    const page = await client.listMailboxPage(INBOX);
    expect(page.items).toHaveLength(24);
    expect(baseline.items).toEqual(expect.arrayContaining(page.items));
    expect(page.notLoadedCount).toBe(1);
  });

  it('comes through 429s on the list and the total', async () => {
    const { client } = setup();
    const baseline = await client.listMailboxPage(INBOX);
    emulator.clearRequestLog();
    // Two calls share five failures: neither can use up its five retries.
    emulator.setFaults({
      pathFilter: '/threads$|/labels/',
      failNext: [{ status: 429, count: 5, retryAfterSeconds: 0 }],
    });
    await expect(
      Promise.all([client.listMailboxPage(INBOX), client.getThreadsTotal('INBOX')]),
    ).resolves.toEqual([baseline, expect.any(Number)]);
    expect(emulator.requestLog().filter((entry) => entry.status === 429)).toHaveLength(5);
  });

  it('keeps every row when the server caps concurrent calls per user', async () => {
    const { client } = setup();
    const baseline = await client.listMailboxPage(IMPORTANT);
    emulator.setFaults({ maxConcurrentPerUser: 2, latencyMs: 5 });
    const capped = await client.listMailboxPage(IMPORTANT);
    expect(capped.items).toEqual(baseline.items);
  });

  it('never has more than 4 calls in flight: 20 parallel calls meet no 429 at a cap of 4', async () => {
    const { client } = setup();
    emulator.setFaults({ maxConcurrentPerUser: 4, latencyMs: 20 });
    const labels = await Promise.all(Array.from({ length: 20 }, () => client.getLabel('INBOX')));
    expect(labels.every((label) => label.id === 'INBOX')).toBe(true);
    expect(emulator.requestLog().map((entry) => entry.status)).toEqual(Array(20).fill(200));
  });

  it('waits as a 403 rate limit asks, then succeeds', async () => {
    const { client } = setup();
    emulator.setFaults({ failNext: [{ status: 403, count: 1, retryAfterSeconds: 1 }] });
    const started = Date.now();
    await expect(client.getLabel('INBOX')).resolves.toMatchObject({ id: 'INBOX' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(emulator.requestLog().map((entry) => entry.status)).toEqual([403, 200]);
  });

  it('retries 500s on a read', async () => {
    const { client } = setup();
    const { items } = await client.listMailboxPage(INBOX);
    emulator.clearRequestLog();
    emulator.setFaults({ failNext: [{ status: 500, count: 3 }] });
    const thread = toConversationThread(await client.getThread(items[0]?.threadId ?? ''));
    expect(thread.messages.length).toBeGreaterThan(0);
    expect(emulator.requestLog().map((entry) => entry.status)).toEqual([500, 500, 500, 200]);
  });

  it('retries dropped connections on reads', async () => {
    const { client } = setup();
    emulator.setFaults({ failNext: [{ status: 'drop', count: 2 }] });
    await expect(client.getLabel('SENT')).resolves.toMatchObject({ id: 'SENT' });
    expect(emulator.requestLog().map((entry) => entry.status)).toEqual([0, 0, 200]);
  });

  it('lists a full page through dropped connections, the batch included', async () => {
    const { client } = setup();
    const baseline = await client.listMailboxPage(INBOX);
    emulator.setFaults({
      pathFilter: '/threads$|/labels/',
      failNext: [{ status: 'drop', count: 4 }],
    });
    await expect(client.listMailboxPage(INBOX)).resolves.toEqual(baseline);
    // A part whose backend is lost answers 503 inside a batch that answers: that part alone is
    // asked again, on its own.
    emulator.clearRequestLog();
    emulator.setFaults({ pathFilter: '/threads/', failNext: [{ status: 'drop', count: 1 }] });
    await expect(client.listMailboxPage(INBOX)).resolves.toEqual(baseline);
    const log = emulator.requestLog();
    expect(calls(topLevel(log), /^\/batch\//).map((entry) => entry.status)).toEqual([200, 200]);
    expect(calls(log, /\/threads\//).filter((entry) => entry.status !== 200)).toEqual([
      expect.objectContaining({ status: 503, viaBatch: true }),
    ]);
    expect(calls(topLevel(log), /\/threads\//).map((entry) => entry.status)).toEqual([200]);
  });

  it('reports an expired token once and rejects', async () => {
    token = emulator.issueToken({ lifetimeSeconds: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { client, onUnauthorized } = setup();
    const results = await Promise.allSettled([
      client.listMailboxPage(INBOX),
      client.getProfile(),
      client.getLabel('INBOX'),
    ]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(results[0]).toMatchObject({ reason: { status: 401 } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('sending', () => {
  async function sentCount(): Promise<number> {
    const { client } = setup();
    return (await client.getLabel('SENT')).messagesTotal ?? 0;
  }

  const sendCalls = () => calls(emulator.requestLog(), /\/messages\/send$/);

  beforeEach(() => {
    emulator.setFaults({ pathFilter: '/messages/send$' });
  });

  it('sends once, into a thread when asked', async () => {
    const { client } = setup();
    const before = await sentCount();
    const sent = await draftCalls(client).sendMessage({ raw: rawMessage('Integration hello') });
    expect(sent.labelIds).toContain('SENT');
    expect(await sentCount()).toBe(before + 1);
    const thread = toConversationThread(await client.getThread(sent.threadId));
    expect(thread.messages[0]?.subject).toBe('Integration hello');
    expect(thread.messages[0]?.html).toContain('integration test ✓');
  });

  it('sends a message over 5 MB through the upload endpoint, into its thread', async () => {
    const { client } = setup();
    const first = await draftCalls(client).sendMessage({ raw: rawMessage('Big one') });
    const original = toConversationThread(await client.getThread(first.threadId)).messages[0];
    const attachment = Buffer.alloc(4 * 1024 * 1024, 7)
      .toString('base64')
      .replace(/.{76}/g, '$&\r\n');
    const big = [
      'To: ann@example.com',
      'Subject: Big one',
      `In-Reply-To: ${original?.messageIdHeader}`,
      `References: ${original?.messageIdHeader}`,
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
    emulator.clearRequestLog();
    const sent = await draftCalls(client).sendMessage({ raw: big, threadId: first.threadId });
    expect(emulator.requestLog().map((entry) => entry.path.split('?')[0])).toEqual([
      '/upload/gmail/v1/users/me/messages/send',
    ]);
    expect(sent.threadId).toBe(first.threadId);
    const thread = toConversationThread(await client.getThread(first.threadId));
    expect(thread.messages.at(-1)?.attachments[0]).toMatchObject({ filename: 'big.bin' });
  });

  it('is not retried after a 500', async () => {
    const { client } = setup();
    const before = await sentCount();
    emulator.setFaults({ failNext: [{ status: 500, count: 1 }] });
    await expect(
      draftCalls(client).sendMessage({ raw: rawMessage('after 500') }),
    ).rejects.toBeInstanceOf(GoogleApiError);
    expect(sendCalls()).toHaveLength(1);
    expect(await sentCount()).toBe(before);
  });

  it('is not retried after a dropped connection', async () => {
    const { client } = setup();
    const before = await sentCount();
    emulator.setFaults({ failNext: [{ status: 'drop', count: 1 }] });
    await expect(
      draftCalls(client).sendMessage({ raw: rawMessage('dropped') }),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(sendCalls()).toHaveLength(1);
    expect(await sentCount()).toBe(before);
  });

  it('is sent exactly once when the answer comes too late (the server did send it)', async () => {
    const { client, started } = setup({ retry: { attemptTimeoutMs: 150, baseDelayMs: 20 } });
    const before = await sentCount();
    emulator.setFaults({ latencyMs: 400 });
    const error = await draftCalls(client)
      .sendMessage({ raw: rawMessage('slow') })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'NetworkError', timedOut: true });
    await new Promise((resolve) => setTimeout(resolve, 600));
    // The emulator logs only answers that reached the client, so count what the client sent.
    expect(started.filter((request) => request.endsWith('/messages/send'))).toHaveLength(1);
    expect(await sentCount()).toBe(before + 1);
  });

  it.each([429, 503] as const)(
    'is retried after a %i (not processed) and sent exactly once',
    async (status) => {
      const { client } = setup();
      const before = await sentCount();
      emulator.setFaults({ failNext: [{ status, count: 2, retryAfterSeconds: 0 }] });
      await draftCalls(client).sendMessage({ raw: rawMessage(`after ${status}`) });
      expect(sendCalls().map((entry) => entry.status)).toEqual([status, status, 200]);
      expect(await sentCount()).toBe(before + 1);
    },
  );
});

describe('profile and calendar', () => {
  it('reads the user and the events of a day', async () => {
    const { client } = setup();
    const profile = await client.getProfile();
    expect(profile.email).toMatch(/@/);
    expect(profile.name).not.toBe('');
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    const end = new Date(start.getTime() + 7 * 86_400_000);
    const events = await client.listEvents({
      timeMin: start.toISOString(),
      timeMax: end.toISOString(),
      singleEvents: true,
      orderBy: 'startTime',
      conferenceDataVersion: 1,
    });
    expect(Array.isArray(events)).toBe(true);
    for (const event of events) expect(event.id).toBeTruthy();
  });
});
