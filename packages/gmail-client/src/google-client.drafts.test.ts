import { GoogleApiError, NetworkError } from './errors';
import { MAX_MESSAGE_BYTES } from './mime-builder';
import { draftCalls, MessageTooLargeError, UPLOAD_THRESHOLD_BYTES } from './drafts';
import { createGoogleClient, type GoogleClientOptions } from './google-client';
import { headers, message, textPart } from './test-support/gmail-shapes';
import {
  TEST_ORIGINS,
  createFakeFetch,
  googleError,
  jsonResponse,
  type FakeHandler,
  type RecordedRequest,
} from './test-support/fake-fetch';

const origins = TEST_ORIGINS;

function setup(handler: FakeHandler, overrides: Partial<GoogleClientOptions> = {}) {
  const fake = createFakeFetch(handler);
  const client = draftCalls(
    createGoogleClient({
      origins,
      getAccessToken: () => 'token',
      onUnauthorized: jest.fn(),
      fetch: fake.fetch,
      // Real backoff, only short.
      retry: { baseDelayMs: 1, maxDelayMs: 2 },
      ...overrides,
    }),
  );
  return { client, fake };
}

/** Answers with each handler in turn, the last one for every later request. */
function inTurn(...handlers: FakeHandler[]): FakeHandler {
  let call = 0;
  return (request) => {
    const handler = handlers[Math.min(call, handlers.length - 1)] as FakeHandler;
    call += 1;
    return handler(request);
  };
}

const dropped: FakeHandler = () => {
  throw new TypeError('fetch failed: socket hang up');
};

const mime = 'To: ann@example.com\r\nSubject: Grüße\r\n\r\nhello ✓';
const big = `${mime}${'x'.repeat(UPLOAD_THRESHOLD_BYTES)}`;

const draftAnswer = (id = 'r-42', messageId = 'm1', threadId = 't1') =>
  jsonResponse({ id, message: { id: messageId, threadId, labelIds: ['DRAFT'] } });

const jsonBody = (request: RecordedRequest | undefined) =>
  JSON.parse(request?.body ?? '') as { id?: string; message?: { raw?: string; threadId?: string } };

/** The JSON metadata and the message of a multipart upload. */
function uploadParts(request: RecordedRequest | undefined): { metadata: unknown; media: string } {
  const boundary = /boundary=(\S+)/.exec(request?.headers.get('content-type') ?? '')?.[1];
  const [, metadata = '', media = ''] = request?.body?.split(`--${boundary}`) ?? [];
  return {
    metadata: JSON.parse(metadata.split('\r\n\r\n')[1] ?? ''),
    media: media.slice(media.indexOf('\r\n\r\n') + 4, -2),
  };
}

describe('createDraft', () => {
  it('posts {message: {raw, threadId}} and answers the draft and message ids', async () => {
    const { client, fake } = setup(() => draftAnswer());
    await expect(client.createDraft({ raw: mime, threadId: 't1' })).resolves.toEqual({
      id: 'r-42',
      messageId: 'm1',
      threadId: 't1',
    });
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.href).toBe('https://gmail.test/gmail/v1/users/me/drafts?prettyPrint=false');
    expect(request?.headers.get('content-type')).toBe('application/json');
    const body = jsonBody(request);
    expect(Object.keys(body)).toEqual(['message']);
    expect(Buffer.from(body.message?.raw ?? '', 'base64url').toString('utf-8')).toBe(mime);
    expect(body.message?.threadId).toBe('t1');

    await client.createDraft({ raw: new TextEncoder().encode(mime) });
    expect(jsonBody(fake.requests[1])).toEqual({ message: { raw: body.message?.raw } });
  });

  it('goes through the upload endpoint above the threshold, the Draft as metadata', async () => {
    const { client, fake } = setup(() => draftAnswer());
    await client.createDraft({ raw: big, threadId: 't1' });
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/upload/gmail/v1/users/me/drafts');
    expect(request?.url.searchParams.get('uploadType')).toBe('multipart');
    const { metadata, media } = uploadParts(request);
    expect(metadata).toEqual({ message: { threadId: 't1' } });
    expect(media).toBe(big);
  });

  it.each([
    ['a 500', () => googleError(500, 'backendError'), GoogleApiError],
    ['a dropped connection', dropped, NetworkError],
  ])('is not retried after %s (it may have been created)', async (_name, failure, errorType) => {
    const { client, fake } = setup(inTurn(failure, () => draftAnswer()));
    await expect(client.createDraft({ raw: mime })).rejects.toBeInstanceOf(errorType);
    expect(fake.requests).toHaveLength(1);
  });

  it('is retried after answers that say it was not processed (429, 503)', async () => {
    const { client, fake } = setup(
      inTurn(
        () => googleError(429, 'rateLimitExceeded', 'Too many', { 'Retry-After': '0' }),
        () => googleError(503, 'backendError'),
        () => draftAnswer(),
      ),
    );
    await expect(client.createDraft({ raw: mime })).resolves.toMatchObject({ id: 'r-42' });
    expect(fake.requests).toHaveLength(3);
  });
});

describe('updateDraft', () => {
  it('puts {id, message: {raw, threadId}} to the draft and answers its new message id', async () => {
    const { client, fake } = setup(() => draftAnswer('r-42', 'm2'));
    await expect(client.updateDraft('r-42', { raw: mime, threadId: 't1' })).resolves.toEqual({
      id: 'r-42',
      messageId: 'm2',
      threadId: 't1',
    });
    const [request] = fake.requests;
    expect(request?.method).toBe('PUT');
    expect(request?.url.href).toBe(
      'https://gmail.test/gmail/v1/users/me/drafts/r-42?prettyPrint=false',
    );
    const body = jsonBody(request);
    expect(body.id).toBe('r-42');
    expect(Buffer.from(body.message?.raw ?? '', 'base64url').toString('utf-8')).toBe(mime);
    expect(body.message?.threadId).toBe('t1');
  });

  it('goes through the upload endpoint above the threshold', async () => {
    const { client, fake } = setup(() => draftAnswer());
    await client.updateDraft('r-42', { raw: big });
    const [request] = fake.requests;
    expect(request?.method).toBe('PUT');
    expect(request?.url.pathname).toBe('/upload/gmail/v1/users/me/drafts/r-42');
    expect(request?.url.searchParams.get('uploadType')).toBe('multipart');
    expect(uploadParts(request)).toEqual({ metadata: { id: 'r-42', message: {} }, media: big });
  });

  it('is retried after a 500 and after a dropped connection (the same content twice is harmless)', async () => {
    const { client, fake } = setup(
      inTurn(
        () => googleError(500, 'backendError'),
        dropped,
        () => draftAnswer('r-42', 'm3'),
      ),
    );
    await expect(client.updateDraft('r-42', { raw: mime })).resolves.toMatchObject({
      messageId: 'm3',
    });
    expect(fake.requests.map((request) => request.method)).toEqual(['PUT', 'PUT', 'PUT']);
    expect(new Set(fake.requests.map((request) => request.body)).size).toBe(1);
  });
});

describe('deleteDraft', () => {
  it('sends DELETE to the draft', async () => {
    const { client, fake } = setup(() => new Response(null, { status: 204 }));
    await expect(client.deleteDraft('r-42')).resolves.toBeUndefined();
    expect(fake.requests.map((request) => `${request.method} ${request.url.href}`)).toEqual([
      'DELETE https://gmail.test/gmail/v1/users/me/drafts/r-42?prettyPrint=false',
    ]);
    expect(fake.requests[0]?.body).toBeUndefined();
  });

  it('counts a 404 as deleted, also when a retry finds the first attempt did it', async () => {
    const { client, fake } = setup(inTurn(dropped, () => googleError(404, 'notFound')));
    await expect(client.deleteDraft('r-42')).resolves.toBeUndefined();
    expect(fake.requests).toHaveLength(2);
  });

  it('rejects on other failures', async () => {
    const { client } = setup(() => googleError(403, 'insufficientPermissions'));
    await expect(client.deleteDraft('r-42')).rejects.toMatchObject({ status: 403 });
  });
});

describe('sendDraft', () => {
  it('posts {id} to drafts/send and answers the sent message', async () => {
    const { client, fake } = setup(() =>
      jsonResponse({ id: 's1', threadId: 't1', labelIds: ['SENT'] }),
    );
    await expect(client.sendDraft('r-42')).resolves.toEqual({
      id: 's1',
      threadId: 't1',
      labelIds: ['SENT'],
    });
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.href).toBe(
      'https://gmail.test/gmail/v1/users/me/drafts/send?prettyPrint=false',
    );
    expect(JSON.parse(request?.body ?? '')).toEqual({ id: 'r-42' });
  });

  it.each([
    ['a 500', () => googleError(500, 'backendError'), GoogleApiError],
    ['a dropped connection', dropped, NetworkError],
  ])('is not retried after %s (it may have been sent)', async (_name, failure, errorType) => {
    const { client, fake } = setup(inTurn(failure, () => jsonResponse({ id: 's1' })));
    await expect(client.sendDraft('r-42')).rejects.toBeInstanceOf(errorType);
    expect(fake.requests).toHaveLength(1);
  });

  it('is retried after a 403 rate limit (not processed) and sent once', async () => {
    const { client, fake } = setup(
      inTurn(
        () => googleError(403, 'userRateLimitExceeded'),
        () => jsonResponse({ id: 's1', threadId: 't1', labelIds: ['SENT'] }),
      ),
    );
    await expect(client.sendDraft('r-42')).resolves.toMatchObject({ id: 's1' });
    expect(fake.requests).toHaveLength(2);
  });
});

describe('listDrafts, getDraft and draftExists', () => {
  it('lists one page of draft ids', async () => {
    const { client, fake } = setup(() =>
      jsonResponse({
        drafts: [
          { id: 'r-1', message: { id: 'm1', threadId: 't1' } },
          { id: 'r2', message: { id: 'm2', threadId: 't2' } },
        ],
        nextPageToken: 'next',
        resultSizeEstimate: 9,
      }),
    );
    await expect(client.listDrafts({ maxResults: 2, pageToken: 'p1' })).resolves.toEqual({
      drafts: [
        { id: 'r-1', messageId: 'm1', threadId: 't1' },
        { id: 'r2', messageId: 'm2', threadId: 't2' },
      ],
      nextPageToken: 'next',
    });
    const url = fake.requests[0]?.url;
    expect(`${fake.requests[0]?.method} ${url?.pathname}`).toBe('GET /gmail/v1/users/me/drafts');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      fields: 'drafts(id,message(id,threadId)),nextPageToken',
      maxResults: '2',
      pageToken: 'p1',
      prettyPrint: 'false',
    });
  });

  it('answers an empty list as no drafts, without a token', async () => {
    const { client } = setup(() => jsonResponse({ resultSizeEstimate: 0 }));
    await expect(client.listDrafts({})).resolves.toEqual({ drafts: [] });
  });

  it('reads a draft with format=full into a ThreadMessage', async () => {
    const { client, fake } = setup(() =>
      jsonResponse({
        id: 'r-42',
        message: message('m1', {
          labelIds: ['DRAFT'],
          payload: {
            ...textPart('text/plain', 'Draft body', ''),
            headers: headers({ Subject: 'Plans', To: 'Ann <ann@example.com>' }),
          },
        }),
      }),
    );
    const draft = await client.getDraft('r-42');
    expect(draft.id).toBe('r-42');
    expect(draft.message).toMatchObject({
      id: 'm1',
      subject: 'Plans',
      labelIds: ['DRAFT'],
      to: [{ name: 'Ann', email: 'ann@example.com' }],
    });
    expect(draft.message.html).toContain('Draft body');
    expect(fake.requests[0]?.url.href).toBe(
      'https://gmail.test/gmail/v1/users/me/drafts/r-42?format=full&prettyPrint=false',
    );
  });

  it('retries reads after a 500', async () => {
    const { client, fake } = setup(
      inTurn(
        () => googleError(500, 'backendError'),
        () => jsonResponse({}),
      ),
    );
    await expect(client.listDrafts({})).resolves.toEqual({ drafts: [] });
    expect(fake.requests).toHaveLength(2);
  });

  it('tells whether a draft is still there: a 404 means it is gone', async () => {
    const { client, fake } = setup(
      inTurn(
        () => jsonResponse({ id: 'r-42' }),
        () => googleError(404, 'notFound'),
        () => googleError(403, 'insufficientPermissions'),
      ),
    );
    await expect(client.draftExists('r-42')).resolves.toBe(true);
    await expect(client.draftExists('r-42')).resolves.toBe(false);
    await expect(client.draftExists('r-42')).rejects.toMatchObject({ status: 403 });
    expect(fake.requests[0]?.url.href).toBe(
      'https://gmail.test/gmail/v1/users/me/drafts/r-42?format=minimal&fields=id&prettyPrint=false',
    );
  });
});

describe('findSentMessage', () => {
  const since = Date.UTC(2025, 5, 2, 9, 0);
  const match = {
    subject: 'Plans for "Monday"',
    to: ['Ann <ann@example.com>', 'bob@example.com'],
    cc: [],
    since,
  };
  /** A Sent message as format=metadata answers it: Gmail's own Message-ID, never ours. */
  const sent = (id: string, internalDate: number, values: Record<string, string> = {}) =>
    jsonResponse({
      id,
      threadId: `t-${id}`,
      labelIds: ['SENT'],
      internalDate: String(internalDate),
      payload: {
        headers: headers({
          Subject: 'Plans for "Monday"',
          To: 'bob@example.com, "Ann" <ANN@example.com>',
          'Message-ID': `<CA${id}@mail.gmail.com>`,
          ...values,
        }),
      },
    });
  const byPath =
    (messages: Record<string, () => Response>): FakeHandler =>
    (request) => {
      if (request.url.pathname.endsWith('/messages')) {
        return jsonResponse({ messages: Object.keys(messages).map((id) => ({ id })) });
      }
      const id = request.url.pathname.split('/').pop() ?? '';
      return (messages[id] ?? (() => googleError(404, 'notFound')))();
    };

  it('finds the message by what Gmail keeps (subject, recipients, time), not by a Message-ID', async () => {
    const { client, fake } = setup(
      byPath({
        other: () => sent('other', since + 1000, { Cc: 'carl@example.com' }),
        older: () => sent('older', since - 1),
        mine: () => sent('mine', since + 2000),
      }),
    );
    await expect(client.findSentMessage(match)).resolves.toEqual({
      id: 'mine',
      threadId: 't-mine',
      labelIds: ['SENT'],
    });
    const [list, ...gets] = fake.requests.map((request) => request.url);
    expect(Object.fromEntries(list?.searchParams ?? [])).toEqual({
      q: `in:sent after:${since / 1000 - 1} subject:"Plans for  Monday"`,
      maxResults: '20',
      fields: 'messages/id',
      prettyPrint: 'false',
    });
    expect(list?.searchParams.get('q')).not.toContain('rfc822msgid');
    expect(gets.map((url) => url?.pathname.split('/').pop())).toEqual(['other', 'older', 'mine']);
    expect(gets[0]?.searchParams.get('format')).toBe('metadata');
  });

  it('finds nothing when only another message has the subject, or nothing matches', async () => {
    const { client } = setup(
      byPath({ other: () => sent('other', since + 1000, { To: 'bob@example.com' }) }),
    );
    await expect(client.findSentMessage(match)).resolves.toBeUndefined();
    const empty = setup(() => jsonResponse({ resultSizeEstimate: 0 }));
    await expect(empty.client.findSentMessage({ ...match, subject: ' ' })).resolves.toBeUndefined();
    expect(empty.fake.requests[0]?.url.searchParams.get('q')).toBe(
      `in:sent after:${since / 1000 - 1}`,
    );
  });
});

describe('Gmail size limits', () => {
  const sized = (bytes: number) =>
    `${mime}${'x'.repeat(bytes - new TextEncoder().encode(mime).length)}`;
  const answer = () => jsonResponse({ id: 'x1', threadId: 't1', message: { id: 'm1' } });
  const calls = (client: ReturnType<typeof setup>['client'], raw: string) => [
    () => client.sendMessage({ raw }),
    () => client.createDraft({ raw }),
    () => client.updateDraft('r-1', { raw }),
  ];

  it('sends JSON up to the threshold and uploads above it', async () => {
    const { client, fake } = setup(answer);
    for (const call of calls(client, sized(UPLOAD_THRESHOLD_BYTES))) await call();
    for (const call of calls(client, sized(UPLOAD_THRESHOLD_BYTES + 1))) await call();
    expect(
      fake.requests.map((request) => [
        request.url.pathname.startsWith('/upload/'),
        request.headers.get('content-type')?.split(';')[0],
      ]),
    ).toEqual([
      ...Array(3).fill([false, 'application/json']),
      ...Array(3).fill([true, 'multipart/related']),
    ]);
    // What goes as JSON stays well under the 1 MiB Google has refused.
    const largestJson = Math.max(
      ...fake.requests.slice(0, 3).map((request) => request.body?.length ?? 0),
    );
    expect(largestJson).toBeLessThan(0.7 * 1024 * 1024);
  });

  it('refuses a message over 35 MiB before any request, and takes one of exactly 35 MiB', async () => {
    const { client, fake } = setup(answer);
    for (const call of calls(client, sized(MAX_MESSAGE_BYTES + 1))) {
      await expect(call()).rejects.toEqual(expect.any(MessageTooLargeError));
    }
    expect(fake.requests).toEqual([]);
    await client.sendMessage({ raw: sized(MAX_MESSAGE_BYTES) });
    expect(fake.requests).toHaveLength(1);
  });
});
