import { GoogleApiError } from './errors';
import { draftCalls } from './drafts';
import { createGoogleClient, type GoogleClientOptions } from './google-client';
import { toConversationThread } from './thread';
import { FIRST_SCREEN_LIST_KEY } from './first-screen-list';
import { THREAD_ROW_FIELDS } from './mailbox-page';
import { base64Url, container, filePart, message, textPart } from './test-support/gmail-shapes';
import {
  TEST_ORIGINS,
  createFakeFetch,
  googleError,
  jsonResponse,
  type FakeHandler,
  type RecordedRequest,
} from './test-support/fake-fetch';

const origins = TEST_ORIGINS;

interface PartAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The paths (with their queries) a batch request asks for, in order. */
function batchPaths(request: RecordedRequest): string[] {
  return [...(request.body ?? '').matchAll(/^GET (\S+)/gm)].map((match) => match[1] ?? '');
}

/** The thread ids a batch request asks threads.get of, in order. */
function batchThreadIds(request: RecordedRequest): string[] {
  return batchPaths(request).flatMap((path) => {
    const id = /^\/gmail\/v1\/users\/me\/threads\/([^?]+)\?/.exec(path)?.[1];
    return id ? [decodeURIComponent(id)] : [];
  });
}

function batchAnswer(request: RecordedRequest, answer: (path: string) => PartAnswer): Response {
  const parts = batchPaths(request).map((path, index) => {
    const { status, body, headers = {} } = answer(path);
    const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    return (
      `--resp\r\nContent-Type: application/http\r\nContent-ID: <response-item-${index}>\r\n\r\n` +
      `HTTP/1.1 ${status} X\r\nContent-Type: application/json\r\n${extra.join('')}\r\n` +
      `${JSON.stringify(body)}\r\n`
    );
  });
  return new Response(`${parts.join('')}--resp--\r\n`, {
    headers: { 'Content-Type': 'multipart/mixed; boundary=resp' },
  });
}

function rowThread(threadId: string): gapi.client.gmail.Thread {
  return {
    id: threadId,
    messages: [
      message(`${threadId}-m1`, {
        threadId,
        labelIds: ['INBOX', 'IMPORTANT', 'UNREAD'],
        internalDate: 1_700_000_000_000,
        snippet: `about ${threadId}`,
        headers: { Subject: `Subject ${threadId}`, From: `Sender <${threadId}@example.com>` },
      }),
    ],
  };
}

const threadIds = (count: number) => Array.from({ length: count }, (_unused, index) => `t${index}`);

/**
 * Answers like Gmail with `count` threads; `partAnswer` may override a batch part of threads.get,
 * `listAnswer` the threads.list part and `labelAnswer` a labels.get part.
 */
function fakeGmail(
  options: {
    count?: number;
    nextPageToken?: string;
    partAnswer?: (id: string) => PartAnswer | undefined;
    listAnswer?: () => PartAnswer;
    labelAnswer?: (id: string) => PartAnswer;
  } = {},
): FakeHandler {
  const listAnswer = (): PartAnswer =>
    options.listAnswer?.() ?? {
      status: 200,
      body: {
        threads: threadIds(options.count ?? 25).map((id) => ({ id })),
        ...(options.nextPageToken ? { nextPageToken: options.nextPageToken } : {}),
      },
    };
  const labelAnswer = (id: string): PartAnswer =>
    options.labelAnswer?.(id) ?? { status: 200, body: { id, threadsTotal: 123 } };
  const partOf = (path: string): PartAnswer => {
    const { pathname } = new URL(path, origins.gmail);
    if (pathname === '/gmail/v1/users/me/threads') return listAnswer();
    const thread = /^\/gmail\/v1\/users\/me\/threads\/([^/]+)$/.exec(pathname)?.[1];
    if (thread) {
      const id = decodeURIComponent(thread);
      return options.partAnswer?.(id) ?? { status: 200, body: rowThread(id) };
    }
    const label = /^\/gmail\/v1\/users\/me\/labels\/(\w+)$/.exec(pathname)?.[1];
    if (label) return labelAnswer(label);
    return { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
  };
  return (request) => {
    const path = request.url.pathname;
    if (path === '/batch/gmail/v1') return batchAnswer(request, partOf);
    const single = /^\/gmail\/v1\/users\/me\/threads\/([^/]+)$/.exec(path);
    if (single?.[1]) return jsonResponse(rowThread(decodeURIComponent(single[1])));
    const label = /^\/gmail\/v1\/users\/me\/labels\/(\w+)$/.exec(path);
    if (label) return jsonResponse({ id: label[1], threadsTotal: 123 });
    return googleError(404, 'notFound');
  };
}

/** The threads.list parts of the batches sent, as URLs. */
function listParts(requests: RecordedRequest[]): URL[] {
  return requests
    .flatMap(batchPaths)
    .map((path) => new URL(path, origins.gmail))
    .filter((url) => url.pathname === '/gmail/v1/users/me/threads');
}

/** Each query parameter with all its values. */
function paramsOf(url: URL | undefined): Record<string, string[]> {
  const params: Record<string, string[]> = {};
  url?.searchParams.forEach((value, name) => (params[name] ??= []).push(value));
  return params;
}

function setup(handler: FakeHandler, overrides: Partial<GoogleClientOptions> = {}) {
  const fake = createFakeFetch(handler);
  const onUnauthorized = jest.fn();
  const client = createGoogleClient({
    origins,
    getAccessToken: () => 'token',
    onUnauthorized,
    fetch: fake.fetch,
    ...overrides,
  });
  return { client, fake, onUnauthorized };
}

const pathsOf = (requests: RecordedRequest[]) =>
  requests.map((request) => `${request.method} ${request.url.origin}${request.url.pathname}`);

class MemoryStorage {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('listMailboxPage', () => {
  it('lists 25 rows in two batches: threads.list, then threads.get of each row without bodies', async () => {
    const { client, fake } = setup(fakeGmail({ nextPageToken: 'next-1' }));
    const page = await client.listMailboxPage({ labelIds: ['SENT'], pageToken: 'page-1' });

    expect(pathsOf(fake.requests)).toEqual([
      'POST https://gmail.test/batch/gmail/v1',
      'POST https://gmail.test/batch/gmail/v1',
    ]);
    expect(paramsOf(listParts(fake.requests)[0])).toEqual({
      maxResults: ['25'],
      labelIds: ['SENT'],
      pageToken: ['page-1'],
      fields: ['threads/id,nextPageToken,resultSizeEstimate'],
      prettyPrint: ['false'],
    });

    const rows = fake.requests[1];
    const boundary = /boundary=(\S+)/.exec(rows?.headers.get('content-type') ?? '')?.[1];
    expect(rows?.headers.get('content-type')).toMatch(/^multipart\/mixed; boundary=/);
    expect(rows?.body?.split(`--${boundary}\r\n`)).toHaveLength(26);
    expect(rows && batchThreadIds(rows)).toEqual(threadIds(25));
    const firstPath = /^GET (\S+)/m.exec(rows?.body ?? '')?.[1] ?? '';
    const query = new URL(firstPath, 'https://x').searchParams;
    expect(query.get('format')).toBe('full');
    expect(query.get('fields')).toBe(THREAD_ROW_FIELDS);

    expect(page.items.map((item) => item.threadId)).toEqual(threadIds(25));
    expect(page.items[3]).toMatchObject({
      id: 't3-m1',
      subject: 'Subject t3',
      from: 'Sender',
      isUnread: true,
    });
    expect(page.nextPageToken).toBe('next-1');
    expect('notLoadedCount' in page).toBe(false);
  });

  it('keeps every body out of the row fields', () => {
    expect(THREAD_ROW_FIELDS).not.toMatch(/body|data|attachmentId|\*/);
    for (const kept of [
      'labelIds',
      'snippet',
      'internalDate',
      'headers',
      'filename',
      'mimeType',
      'partId',
    ]) {
      expect(THREAD_ROW_FIELDS).toContain(kept);
    }
  });

  it('a new page, label list or search sends no new URL: nothing for the browser to preflight again', async () => {
    const { client, fake } = setup(fakeGmail({ count: 2, nextPageToken: 'p2' }));
    await client.listMailboxPage({ labelIds: ['IMPORTANT', 'INBOX'] });
    await client.listMailboxPage({ labelIds: ['IMPORTANT', 'INBOX'], pageToken: 'p2' });
    await client.listMailboxPage({ labelIds: ['SENT'] });
    await client.getThreadsTotal('SENT');
    await client.listMailboxPage({ q: 'from:ann has:attachment' });
    expect(fake.requests).toHaveLength(9);
    expect(new Set(pathsOf(fake.requests))).toEqual(
      new Set(['POST https://gmail.test/batch/gmail/v1']),
    );
    expect(listParts(fake.requests).map(paramsOf)).toEqual([
      expect.objectContaining({ labelIds: ['IMPORTANT', 'INBOX'] }),
      expect.objectContaining({ labelIds: ['IMPORTANT', 'INBOX'], pageToken: ['p2'] }),
      expect.objectContaining({ labelIds: ['SENT'] }),
      expect.objectContaining({ q: ['from:ann has:attachment'] }),
    ]);
  });

  it('asks a total with one labels.get, in a batch of its own', async () => {
    const { client, fake } = setup(fakeGmail());
    await expect(client.getThreadsTotal('SENT')).resolves.toBe(123);
    expect(pathsOf(fake.requests)).toEqual(['POST https://gmail.test/batch/gmail/v1']);
    const [label] = batchPaths(fake.requests[0]!).map((path) => new URL(path, origins.gmail));
    expect(label?.pathname).toBe('/gmail/v1/users/me/labels/SENT');
    expect(label?.searchParams.get('fields')).toBe('threadsTotal');
  });

  it('rows never wait for the total: a labels.get that does not answer holds nothing back', async () => {
    const gmail = fakeGmail({ count: 3 });
    const { client } = setup((request) =>
      request.body?.includes('/labels/') ? new Promise<Response>(() => {}) : gmail(request),
    );
    // Aborted at the end: the request that never answers would keep its time-out timer alive.
    const stop = new AbortController();
    const total = client.getThreadsTotal('SENT', { signal: stop.signal });
    const page = await client.listMailboxPage({ labelIds: ['SENT'] });
    expect(page.items).toHaveLength(3);
    await expect(Promise.race([total, Promise.resolve('pending')])).resolves.toBe('pending');
    stop.abort();
    await expect(total).rejects.toThrow();
  });

  it('a total that fails rejects with its error', async () => {
    const { client } = setup(
      fakeGmail({
        labelAnswer: () => ({ status: 404, body: { error: { code: 404, message: 'Not Found' } } }),
      }),
    );
    await expect(client.getThreadsTotal('NOPE')).rejects.toMatchObject({ status: 404 });
  });

  it('a threads.list that fails for good fails the page with its error', async () => {
    const { client } = setup(
      fakeGmail({
        listAnswer: () => ({
          status: 400,
          body: { error: { code: 400, message: 'Invalid query', errors: [{ reason: 'invalid' }] } },
        }),
      }),
    );
    await expect(client.listMailboxPage({ q: '(' })).rejects.toMatchObject({ status: 400 });
  });

  it('makes no second batch for an empty list', async () => {
    const { client, fake } = setup(fakeGmail({ listAnswer: () => ({ status: 200, body: {} }) }));
    await expect(client.listMailboxPage({ labelIds: ['SENT'] })).resolves.toEqual({ items: [] });
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a rate-limited batch part on its own and drops a deleted thread', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const { client, fake } = setup(
      fakeGmail({
        count: 4,
        partAnswer: (id) => {
          if (id === 't1') {
            return {
              status: 429,
              body: { error: { code: 429, message: 'Too many concurrent requests for user' } },
            };
          }
          if (id === 't2')
            return { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
          return undefined;
        },
      }),
    );
    const page = await client.listMailboxPage({ q: 'x' });
    expect(page.items.map((item) => item.threadId)).toEqual(['t0', 't1', 't3']);
    const singles = fake.requests.filter((request) => /\/threads\/t\d$/.test(request.url.pathname));
    expect(singles.map((request) => request.url.pathname)).toEqual([
      '/gmail/v1/users/me/threads/t1',
    ]);
    expect(singles[0]?.url.searchParams.get('fields')).toBe(THREAD_ROW_FIELDS);
  });

  it('keeps the rows that loaded when a part fails for good, and counts the one left out', async () => {
    const { client, fake } = setup(
      fakeGmail({
        count: 25,
        partAnswer: (id) =>
          id === 't7'
            ? {
                status: 403,
                body: {
                  error: {
                    code: 403,
                    message: 'Daily Limit Exceeded',
                    errors: [{ reason: 'dailyLimitExceeded' }],
                  },
                },
              }
            : undefined,
      }),
    );
    const page = await client.listMailboxPage({ labelIds: ['INBOX'] });
    expect(page.items.map((item) => item.threadId)).toEqual(
      threadIds(25).filter((id) => id !== 't7'),
    );
    expect(page.notLoadedCount).toBe(1);
    // Not retryable: no request of its own.
    expect(fake.requests.filter((request) => request.url.pathname.endsWith('/t7'))).toEqual([]);
  });

  it('a 401 in a part still fails the page (the session is over)', async () => {
    const { client, onUnauthorized } = setup(
      fakeGmail({
        count: 3,
        partAnswer: (id) =>
          id === 't1' ? { status: 401, body: { error: { code: 401, message: 'x' } } } : undefined,
      }),
    );
    await expect(client.listMailboxPage({ labelIds: ['INBOX'] })).rejects.toBeInstanceOf(
      GoogleApiError,
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('aborts the previous list call of the same consumer only', async () => {
    const gmail = fakeGmail({ count: 1 });
    const { client } = setup(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return gmail(request);
    });
    const first = client.listMailboxPage({ labelIds: ['SENT'] });
    const other = client.listMailboxPage({ labelIds: ['INBOX'], consumer: 'sidebar' });
    const second = client.listMailboxPage({ labelIds: ['SENT'] });
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).resolves.toMatchObject({ items: [expect.anything()] });
    await expect(other).resolves.toMatchObject({ items: [expect.anything()] });
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const gmail = fakeGmail();
    const { client } = setup(async (request) => {
      controller.abort();
      return gmail(request);
    });
    await expect(
      client.listMailboxPage({ labelIds: ['INBOX'] }, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('calls onUnauthorized on a 401', async () => {
    const { client, onUnauthorized } = setup(() =>
      googleError(401, 'authError', 'Invalid Credentials'),
    );
    await expect(client.listMailboxPage({ labelIds: ['INBOX'] })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('the first screen started early', () => {
  const important = { labelIds: ['IMPORTANT', 'INBOX'] };

  it('remembers the query of the list named firstScreen, never its rows', async () => {
    const { client } = setup(fakeGmail({ count: 2 }));
    await client.listMailboxPage({ labelIds: ['SENT'] });
    expect(storage.values.has(FIRST_SCREEN_LIST_KEY)).toBe(false);
    await client.listMailboxPage({ ...important, firstScreen: true, offlineKey: 'IMPORTANT' });
    expect(JSON.parse(storage.values.get(FIRST_SCREEN_LIST_KEY) ?? '')).toEqual(important);
  });

  it('at the next start, the screen asking for it while it loads gets it without a request', async () => {
    await setup(fakeGmail({ count: 2 })).client.listMailboxPage({
      ...important,
      firstScreen: true,
    });
    const gmail = fakeGmail({ count: 2 });
    const { client, fake } = setup(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return gmail(request);
    });
    client.prefetchFirstScreen();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(fake.requests).toHaveLength(1);
    const page = await client.listMailboxPage({ ...important, firstScreen: true });
    expect(page.items).toHaveLength(2);
    expect(fake.requests).toHaveLength(2);
    // Handed once: asking again goes to Google.
    await client.listMailboxPage(important);
    expect(fake.requests).toHaveLength(4);
  });

  it('a screen that asks once the early load has answered gets it without a request', async () => {
    await setup(fakeGmail({ count: 2 })).client.listMailboxPage({
      ...important,
      firstScreen: true,
    });
    const { client, fake } = setup(fakeGmail({ count: 2 }));
    client.prefetchFirstScreen();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.requests).toHaveLength(2);
    await expect(client.listMailboxPage(important)).resolves.toMatchObject({
      items: [expect.anything(), expect.anything()],
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('another list is not answered by the early load', async () => {
    await setup(fakeGmail({ count: 2 })).client.listMailboxPage({
      ...important,
      firstScreen: true,
    });
    const { client, fake } = setup(fakeGmail({ count: 2 }));
    client.prefetchFirstScreen();
    await client.listMailboxPage({ labelIds: ['SENT'] });
    expect(listParts(fake.requests).map((url) => url.searchParams.getAll('labelIds'))).toEqual([
      ['IMPORTANT', 'INBOX'],
      ['SENT'],
    ]);
  });

  it('starts nothing without a remembered list, or when the browser is offline', async () => {
    const fresh = setup(fakeGmail());
    fresh.client.prefetchFirstScreen();
    expect(fresh.fake.requests).toHaveLength(0);

    await setup(fakeGmail({ count: 2 })).client.listMailboxPage({
      ...important,
      firstScreen: true,
    });
    const offline = setup(fakeGmail(), { isBrowserOnline: () => false });
    offline.client.prefetchFirstScreen();
    expect(offline.fake.requests).toHaveLength(0);
  });
});

describe('a list started before its screen asks (prefetchMailboxPage)', () => {
  const sent = { labelIds: ['SENT'] };

  it('the screen asking for it while it loads gets it without a request of its own', async () => {
    const gmail = fakeGmail({ count: 2 });
    const { client, fake } = setup(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return gmail(request);
    });
    client.prefetchMailboxPage(sent);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(fake.requests).toHaveLength(1);
    const page = await client.listMailboxPage({ ...sent, offlineKey: 'SENT' });
    expect(page.items).toHaveLength(2);
    expect(fake.requests).toHaveLength(2);
  });

  it('started twice, it is asked once', async () => {
    const { client, fake } = setup(fakeGmail({ count: 2 }));
    client.prefetchMailboxPage(sent);
    client.prefetchMailboxPage({ labelIds: ['SENT'] });
    await client.listMailboxPage(sent);
    expect(listParts(fake.requests)).toHaveLength(1);
  });

  it('answers only the same list: another page is asked for', async () => {
    const { client, fake } = setup(fakeGmail({ count: 2 }));
    client.prefetchMailboxPage(sent);
    await client.listMailboxPage({ ...sent, pageToken: 'next' });
    expect(listParts(fake.requests).map((url) => url.searchParams.get('pageToken'))).toEqual([
      null,
      'next',
    ]);
  });

  it('starts nothing when the browser is offline', () => {
    const { client, fake } = setup(fakeGmail(), { isBrowserOnline: () => false });
    client.prefetchMailboxPage(sent);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('in-flight cap', () => {
  it('never has more than 4 requests in flight, with 20 concurrent calls', async () => {
    const { client, fake } = setup(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return jsonResponse({ id: 'INBOX', threadsTotal: 1 });
    });
    const labels = await Promise.all(
      Array.from({ length: 20 }, (_unused, index) => client.getLabel(`L${index}`)),
    );
    expect(labels).toHaveLength(20);
    expect(fake.requests).toHaveLength(20);
    expect(fake.maxConcurrent()).toBe(4);
  });

  it('honours a smaller cap and frees the slot of an aborted queued call', async () => {
    const { client, fake } = setup(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return jsonResponse({});
      },
      { maxInFlight: 1 },
    );
    const controller = new AbortController();
    const first = client.getLabel('A');
    const queued = client.getLabel('B', { signal: controller.signal });
    const last = client.getLabel('C');
    controller.abort();
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' });
    await Promise.all([first, last]);
    expect(fake.requests.map((request) => request.url.pathname.split('/').pop())).toEqual([
      'A',
      'C',
    ]);
    expect(fake.maxConcurrent()).toBe(1);
  });
});

describe('conversation calls', () => {
  it('opens a thread with one threads.get format=full', async () => {
    const thread = {
      id: 't1',
      messages: [
        message('m1', {
          headers: { From: 'Ann <ann@example.com>', Subject: 'Hi' },
          payload: container('multipart/mixed', [
            textPart('text/html', '<p>hi</p>', '0'),
            filePart('1', 'a.pdf', 'application/pdf'),
          ]),
        }),
        message('m2', { payload: textPart('text/plain', 'thanks', '') }),
      ],
    };
    const { client, fake } = setup(() => jsonResponse(thread));
    const result = toConversationThread(await client.getThread('t1'));
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.url.href).toBe(
      'https://gmail.test/gmail/v1/users/me/threads/t1?format=full&prettyPrint=false',
    );
    expect(result.id).toBe('t1');
    expect(result.messages.map((item) => item.html)).toEqual([
      '<p>hi</p>',
      '<div style="white-space: pre-wrap">thanks</div>',
    ]);
    expect(result.messages[0]?.attachments.map((ref) => ref.filename)).toEqual(['a.pdf']);
  });

  it('answers an open from a prefetch of the same thread, once, without another request', async () => {
    const { client, fake } = setup(() => jsonResponse({ id: 't1', messages: [message('m1')] }));
    client.prefetchThread('t1');
    client.prefetchThread('t1');
    const opened = toConversationThread(await client.getThread('t1'));
    expect(opened.messages.map((item) => item.id)).toEqual(['m1']);
    expect(fake.requests).toHaveLength(1);
    toConversationThread(await client.getThread('t1'));
    expect(fake.requests).toHaveLength(2);
  });

  it('hands over a prefetched thread that has arrived without a request or a wait', async () => {
    const { client, fake } = setup(() => jsonResponse({ id: 't1', messages: [message('m1')] }));
    client.prefetchThread('t1');
    expect(client.takePrefetchedThread('t1')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.takePrefetchedThread('t1')?.messages?.map((item) => item.id)).toEqual(['m1']);
    expect(client.takePrefetchedThread('t1')).toBeUndefined();
    expect(fake.requests).toHaveLength(1);
  });

  it('asks again after the thread was read or archived since its prefetch', async () => {
    const { client, fake } = setup(() => jsonResponse({ id: 't1', messages: [] }));
    client.prefetchThread('t1');
    await client.markThreadRead('t1');
    toConversationThread(await client.getThread('t1'));
    expect(pathsOf(fake.requests).filter((path) => path.endsWith('/threads/t1'))).toHaveLength(2);
  });

  it.each([
    ['markThreadRead', 'UNREAD'],
    ['archiveThread', 'INBOX'],
  ] as const)('%s removes %s with one threads.modify', async (call, label) => {
    const { client, fake } = setup(() => jsonResponse({ id: 't1' }));
    await client[call]('t1');
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/gmail/v1/users/me/threads/t1/modify');
    expect(JSON.parse(request?.body ?? '')).toEqual({ removeLabelIds: [label] });
  });

  it.each([
    ['stars', true, { addLabelIds: ['STARRED'] }],
    ['unstars', false, { removeLabelIds: ['STARRED'] }],
  ] as const)(
    'setMessageStarred %s one message with one messages.modify',
    async (_, starred, body) => {
      const { client, fake } = setup(() => jsonResponse({ id: 'm2' }));
      await client.setMessageStarred({ id: 'm2', threadId: 't1' }, starred);
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]?.method).toBe('POST');
      expect(fake.requests[0]?.url.pathname).toBe('/gmail/v1/users/me/messages/m2/modify');
      expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual(body);
    },
  );

  it('unstarThread removes STARRED from the whole thread with one threads.modify', async () => {
    const { client, fake } = setup(() => jsonResponse({ id: 't1' }));
    await client.unstarThread('t1');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.url.pathname).toBe('/gmail/v1/users/me/threads/t1/modify');
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({ removeLabelIds: ['STARRED'] });
  });

  it('markMessageUnread adds UNREAD to one message, and a prefetch of its thread is asked again', async () => {
    const { client, fake } = setup((request) =>
      request.url.pathname.endsWith('/modify')
        ? jsonResponse({ id: 'm2' })
        : jsonResponse({ id: 't1', messages: [] }),
    );
    client.prefetchThread('t1');
    await client.markMessageUnread({ id: 'm2', threadId: 't1' });
    const modify = fake.requests.find((request) => request.url.pathname.endsWith('/modify'));
    expect(modify?.url.pathname).toBe('/gmail/v1/users/me/messages/m2/modify');
    expect(JSON.parse(modify?.body ?? '')).toEqual({ addLabelIds: ['UNREAD'] });
    toConversationThread(await client.getThread('t1'));
    expect(pathsOf(fake.requests).filter((path) => path.endsWith('/threads/t1'))).toHaveLength(2);
  });

  it('caches attachments by message and part, whatever the attachment id', async () => {
    const { client, fake } = setup(() => jsonResponse({ size: 3, data: base64Url('PDF') }));
    const bytes = await client.getAttachment('m1', '1', 'att-a');
    expect(new TextDecoder().decode(bytes)).toBe('PDF');
    expect(fake.requests[0]?.url.pathname).toBe('/gmail/v1/users/me/messages/m1/attachments/att-a');
    await expect(client.getAttachment('m1', '1', 'att-b')).resolves.toEqual(bytes);
    expect(fake.requests).toHaveLength(1);
    await client.getAttachment('m1', '2', 'att-a');
    await client.getAttachment('m2', '1', 'att-a');
    expect(fake.requests).toHaveLength(3);
  });

  it('downloads an attachment asked for twice at once only once', async () => {
    const { client, fake } = setup(() => jsonResponse({ size: 3, data: base64Url('PNG') }));
    const [first, second] = await Promise.all([
      client.getAttachment('m1', '1', 'att-a'),
      client.getAttachment('m1', '1', 'att-b', { signal: new AbortController().signal }),
    ]);
    expect(new TextDecoder().decode(second)).toBe('PNG');
    expect(second).toBe(first);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('sendMessage', () => {
  const mime = 'To: ann@example.com\r\nSubject: Grüße\r\n\r\nhello ✓';

  it('sends a message above the threshold through the upload endpoint, unencoded, with the thread id', async () => {
    const { client, fake } = setup(() => jsonResponse({ id: 's2', threadId: 't1' }));
    const big = `${mime}${'x'.repeat(5 * 1024 * 1024)}`;
    await draftCalls(client).sendMessage({ raw: big, threadId: 't1' });
    const [request] = fake.requests;
    expect(request?.url.pathname).toBe('/upload/gmail/v1/users/me/messages/send');
    expect(request?.url.searchParams.get('uploadType')).toBe('multipart');
    const boundary = /boundary=(\S+)/.exec(request?.headers.get('content-type') ?? '')?.[1];
    const parts = request?.body?.split(`--${boundary}`) ?? [];
    expect(parts[1]).toContain('{"threadId":"t1"}');
    expect(parts[2]).toContain(`Content-Type: message/rfc822\r\n\r\n${big}\r\n`);
  });

  it('posts the message base64url-encoded, with the thread id for a reply', async () => {
    const { client, fake } = setup(() =>
      jsonResponse({ id: 's1', threadId: 't1', labelIds: ['SENT'] }),
    );
    await expect(draftCalls(client).sendMessage({ raw: mime, threadId: 't1' })).resolves.toEqual({
      id: 's1',
      threadId: 't1',
      labelIds: ['SENT'],
    });
    await draftCalls(client).sendMessage({ raw: new TextEncoder().encode(mime) });
    const [reply, fresh] = fake.requests.map(
      (request) => JSON.parse(request.body ?? '') as { raw: string },
    );
    expect(fake.requests[0]?.url.href).toBe(
      'https://gmail.test/gmail/v1/users/me/messages/send?prettyPrint=false',
    );
    expect(Buffer.from(reply?.raw ?? '', 'base64url').toString('utf-8')).toBe(mime);
    expect(reply).toMatchObject({ threadId: 't1' });
    expect(fresh).toEqual({ raw: reply?.raw });
  });

  it('is not sent again after a 500', async () => {
    const { client, fake } = setup(() => googleError(500, 'backendError'));
    await expect(draftCalls(client).sendMessage({ raw: mime })).rejects.toMatchObject({
      status: 500,
    });
    expect(fake.requests).toHaveLength(1);
  });
});

describe('profile, labels and calendar', () => {
  it('reads the profile from the userinfo origin', async () => {
    const { client, fake } = setup(() =>
      jsonResponse({
        sub: '1',
        name: 'Ann Lee',
        email: 'ann@example.com',
        picture: 'https://p/x.png',
      }),
    );
    await expect(client.getProfile()).resolves.toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      picture: 'https://p/x.png',
    });
    expect(fake.requests[0]?.url.href).toBe('https://userinfo.test/oauth2/v3/userinfo');
  });

  it('asks for the profile once per access token', async () => {
    let token = 'token-a';
    const { client, fake } = setup(() => jsonResponse({ name: 'Ann', email: 'ann@example.com' }), {
      getAccessToken: () => token,
    });
    await Promise.all([client.getProfile(), client.getProfile()]);
    await client.getProfile();
    expect(fake.requests).toHaveLength(1);
    token = 'token-b';
    await client.getProfile();
    expect(fake.requests).toHaveLength(2);
  });

  it('knows the mailboxes of the rows and conversations it loaded, with names, newest first', async () => {
    const { client } = setup((request) =>
      request.url.pathname.includes('/threads/t9')
        ? jsonResponse({
            id: 't9',
            messages: [
              message('m9', { headers: { From: 'Zoe <ZOE@example.org>', To: 'me@x.org' } }),
            ],
          })
        : fakeGmail({ count: 1 })(request),
    );
    expect(client.knownAddresses()).toEqual([]);
    await client.listMailboxPage({ labelIds: ['INBOX'] });
    expect(client.knownAddresses()).toEqual(['"Sender" <t0@example.com>']);
    toConversationThread(await client.getThread('t9'));
    expect(client.knownAddresses()).toEqual([
      'me@x.org',
      '"Zoe" <zoe@example.org>',
      '"Sender" <t0@example.com>',
    ]);
  });

  it('forgets the account on request: profile, prefetches, attachments and addresses', async () => {
    const { client, fake } = setup((request) => {
      const path = request.url.pathname;
      if (path.endsWith('/userinfo')) return jsonResponse({ name: 'Ann', email: 'ann@x.org' });
      if (path.includes('/attachments/')) return jsonResponse({ size: 3, data: base64Url('PDF') });
      if (path.endsWith('/threads/t9')) {
        return jsonResponse({
          id: 't9',
          messages: [message('m9', { headers: { From: 'zoe@example.org' } })],
        });
      }
      return fakeGmail({ count: 1 })(request);
    });
    const remembered = async () => {
      await client.getProfile();
      await client.getAttachment('m1', '1', 'att-a');
      toConversationThread(await client.getThread('t9'));
      client.prefetchThread('t9');
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    await remembered();
    const requestsWhenRemembered = fake.requests.length;
    expect(client.knownAddresses()).toContain('zoe@example.org');

    client.forgetAccountData();
    expect(client.knownAddresses()).toEqual([]);
    expect(client.takePrefetchedThread('t9')).toBeUndefined();
    await client.getProfile();
    await client.getAttachment('m1', '1', 'att-b');
    expect(fake.requests.length - requestsWhenRemembered).toBe(2);
  });

  it('reads a label', async () => {
    const { client, fake } = setup(() => jsonResponse({ id: 'SENT', messagesTotal: 7 }));
    await expect(client.getLabel('SENT')).resolves.toMatchObject({ messagesTotal: 7 });
    expect(fake.requests[0]?.url.href).toBe(
      'https://gmail.test/gmail/v1/users/me/labels/SENT?prettyPrint=false',
    );
  });

  it('lists the primary calendar events over every page', async () => {
    const { client, fake } = setup((request) =>
      request.url.searchParams.get('pageToken')
        ? jsonResponse({ items: [{ id: 'e2' }] })
        : jsonResponse({ items: [{ id: 'e1' }], nextPageToken: 'p2' }),
    );
    const events = await client.listEvents({
      timeMin: '2026-01-01T00:00:00Z',
      timeMax: '2026-01-02T00:00:00Z',
      singleEvents: true,
      orderBy: 'startTime',
      conferenceDataVersion: 1,
    });
    expect(events.map((event) => event.id)).toEqual(['e1', 'e2']);
    const first = fake.requests[0]?.url;
    expect(`${first?.origin}${first?.pathname}`).toBe(
      'https://calendar.test/calendar/v3/calendars/primary/events',
    );
    expect(first?.searchParams.get('timeMin')).toBe('2026-01-01T00:00:00Z');
    expect(first?.searchParams.get('timeMax')).toBe('2026-01-02T00:00:00Z');
    expect(first?.searchParams.get('singleEvents')).toBe('true');
    expect(first?.searchParams.get('orderBy')).toBe('startTime');
    expect(first?.searchParams.get('conferenceDataVersion')).toBe('1');
    expect(fake.requests[1]?.url.searchParams.get('pageToken')).toBe('p2');
  });
});
