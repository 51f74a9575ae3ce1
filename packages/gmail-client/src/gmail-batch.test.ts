import { GoogleApiError, NetworkError } from './errors';
import { createGoogleClient, type GoogleClientOptions } from './google-client';
import {
  TEST_ORIGINS,
  createFakeFetch,
  googleError,
  jsonResponse,
  type RecordedRequest,
} from './test-support/fake-fetch';
import { message } from './test-support/gmail-shapes';

// When lists fall back from the batch endpoint to single requests (docs/google-api.md#batch-fallback).

const THREADS = ['t0', 't1', 't2'];

const thread = (id: string): gapi.client.gmail.Thread => ({
  id,
  messages: [
    message(`${id}-m1`, {
      threadId: id,
      labelIds: ['INBOX'],
      internalDate: 1_700_000_000_000,
      headers: { Subject: `Subject ${id}`, From: `Sender <${id}@example.com>` },
    }),
  ],
});

/** Gmail's answer to one GET path (a batch part or a single request). */
function answerOf(path: string): { status: number; body: unknown } {
  const { pathname } = new URL(path, TEST_ORIGINS.gmail);
  if (pathname === '/gmail/v1/users/me/threads') {
    return { status: 200, body: { threads: THREADS.map((id) => ({ id })) } };
  }
  const threadId = /\/threads\/([^/]+)$/.exec(pathname)?.[1];
  if (threadId) return { status: 200, body: thread(threadId) };
  const labelId = /\/labels\/([^/]+)$/.exec(pathname)?.[1];
  if (labelId) return { status: 200, body: { id: labelId, threadsTotal: 3 } };
  return { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
}

function batchResponse(request: RecordedRequest): Response {
  const paths = [...(request.body ?? '').matchAll(/^GET (\S+)/gm)].map((match) => match[1] ?? '');
  const parts = paths.map((path, index) => {
    const { status, body } = answerOf(path);
    return (
      `--resp\r\nContent-Type: application/http\r\nContent-ID: <response-item-${index}>\r\n\r\n` +
      `HTTP/1.1 ${status} X\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(body)}\r\n`
    );
  });
  return new Response(`${parts.join('')}--resp--\r\n`, {
    headers: { 'Content-Type': 'multipart/mixed; boundary=resp' },
  });
}

/** What a browser's fetch does with a request it may not make or that gets no answer. */
const noAnswer = () => {
  throw new TypeError('Failed to fetch');
};

interface Network {
  /** How the batch endpoint answers its n-th request (from 0). */
  batch?: (n: number, request: RecordedRequest) => Response | Promise<Response>;
  /** Whether a plain GET reaches Gmail. */
  singlesAnswered?: boolean;
}

function setup(
  { batch = () => noAnswer(), singlesAnswered = true }: Network,
  overrides: Partial<GoogleClientOptions> = {},
) {
  let batches = 0;
  const fake = createFakeFetch((request) => {
    if (request.url.pathname === '/batch/gmail/v1') return batch(batches++, request);
    if (!singlesAnswered) return noAnswer();
    const { status, body } = answerOf(`${request.url.pathname}${request.url.search}`);
    return jsonResponse(body, status);
  });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const client = createGoogleClient({
    origins: TEST_ORIGINS,
    getAccessToken: () => 'token',
    onUnauthorized: () => undefined,
    fetch: fake.fetch,
    isBrowserOnline: () => true,
    retry: { maxRetries: 0 },
    ...overrides,
  });
  const sent = () =>
    fake.requests.map(({ method, url }) =>
      url.pathname.startsWith('/gmail/v1/users/me/threads/')
        ? `${method} thread`
        : `${method} ${url.pathname}`,
    );
  return { client, fake, warn, sent };
}

afterEach(() => jest.restoreAllMocks());

const rowIds = (page: { items: { threadId: string }[] }) => page.items.map((item) => item.threadId);

test('the batch gets no answer while Gmail answers a GET: single requests from then on, said once', async () => {
  const { client, warn, sent } = setup({});
  const page = await client.listMailboxPage({ labelIds: ['INBOX'] });

  expect(rowIds(page)).toEqual(THREADS);
  expect(sent()).toEqual([
    'POST /batch/gmail/v1',
    'GET /gmail/v1/users/me/labels/INBOX',
    'GET /gmail/v1/users/me/threads',
    ...THREADS.map(() => 'GET thread'),
  ]);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]?.[0])).toMatch(/Gmail batch unreachable/);

  // The rest of the session: no batch is tried again, and nothing more is said.
  const before = sent().length;
  await client.listMailboxPage({ labelIds: ['SENT'] });
  expect(await client.getThreadsTotal('INBOX')).toBe(3);
  expect(sent().slice(before)).toEqual([
    'GET /gmail/v1/users/me/threads',
    ...THREADS.map(() => 'GET thread'),
    'GET /gmail/v1/users/me/labels/INBOX',
  ]);
  expect(warn).toHaveBeenCalledTimes(1);
});

test('single requests keep the in-flight cap', async () => {
  const { client, fake } = setup({}, { maxInFlight: 2 });
  await client.listMailboxPage({ labelIds: ['INBOX'] });
  expect(fake.requests.filter((request) => request.method === 'GET').length).toBeGreaterThan(3);
  expect(fake.maxConcurrent()).toBe(2);
});

test.each([
  ['400', () => googleError(400, 'invalidArgument')],
  ['500', () => googleError(500, 'backendError')],
  ['403', () => googleError(403, 'forbidden')],
])(
  'a %s from the batch is an answer: it fails as before, and the batch stays',
  async (status, answer) => {
    const { client, warn, sent } = setup({ batch: answer });
    const listing = client.listMailboxPage({ labelIds: ['INBOX'] });
    await expect(listing).rejects.toBeInstanceOf(GoogleApiError);
    await expect(listing).rejects.toMatchObject({ status: Number(status) });
    await expect(client.listMailboxPage({ labelIds: ['INBOX'] })).rejects.toBeInstanceOf(
      GoogleApiError,
    );
    expect(sent()).toEqual(['POST /batch/gmail/v1', 'POST /batch/gmail/v1']);
    expect(warn).not.toHaveBeenCalled();
  },
);

test('offline (a GET gets no answer either): the usual network failure, and the batch stays', async () => {
  const { client, warn, sent } = setup({ singlesAnswered: false });
  await expect(client.listMailboxPage({ labelIds: ['INBOX'] })).rejects.toBeInstanceOf(
    NetworkError,
  );
  // The first try, the GET that tells, then the batch under the usual rules (here no retries).
  expect(sent()).toEqual([
    'POST /batch/gmail/v1',
    'GET /gmail/v1/users/me/labels/INBOX',
    'POST /batch/gmail/v1',
  ]);
  expect(warn).not.toHaveBeenCalled();
  await expect(client.listMailboxPage({ labelIds: ['INBOX'] })).rejects.toBeInstanceOf(
    NetworkError,
  );
  expect(sent().filter((request) => request.startsWith('POST'))).toHaveLength(4);
  expect(warn).not.toHaveBeenCalled();
});

test('the browser says it is offline: no GET is tried, nothing falls back', async () => {
  const { client, warn, sent } = setup({}, { isBrowserOnline: () => false });
  await expect(client.listMailboxPage({ labelIds: ['INBOX'] })).rejects.toBeInstanceOf(
    NetworkError,
  );
  expect(sent()).toEqual(['POST /batch/gmail/v1', 'POST /batch/gmail/v1']);
  expect(warn).not.toHaveBeenCalled();
});

test('once the batch has answered, a later failure with no answer is the connection’s', async () => {
  const { client, warn, sent } = setup({
    batch: (n, request) => (n < 2 ? batchResponse(request) : noAnswer()),
  });
  await client.listMailboxPage({ labelIds: ['INBOX'] });
  await expect(client.listMailboxPage({ labelIds: ['SENT'] })).rejects.toBeInstanceOf(NetworkError);
  expect(sent()).toEqual(Array(3).fill('POST /batch/gmail/v1'));
  expect(warn).not.toHaveBeenCalled();
});

test('a batch that times out is the connection’s: no GET is tried, nothing falls back', async () => {
  const { client, warn, sent } = setup(
    { batch: () => new Promise<Response>(() => undefined) },
    { retry: { maxRetries: 0, attemptTimeoutMs: 10 } },
  );
  await expect(client.listMailboxPage({ labelIds: ['INBOX'] })).rejects.toMatchObject({
    timedOut: true,
  });
  expect(sent()).toEqual(['POST /batch/gmail/v1', 'POST /batch/gmail/v1']);
  expect(warn).not.toHaveBeenCalled();
});
