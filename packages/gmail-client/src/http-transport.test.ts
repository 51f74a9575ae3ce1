import { GoogleApiError, NetworkError } from './errors';
import {
  createHttpTransport,
  type TransportOptions,
  type TransportRequest,
} from './http-transport';
import { DEFAULT_RETRY_OPTIONS } from './retry-policy';
import {
  createFakeFetch,
  googleError,
  jsonResponse,
  type FakeHandler,
} from './test-support/fake-fetch';

const URL_A = 'https://gmail.test/gmail/v1/users/me/labels/INBOX';
const read: TransportRequest = { method: 'GET', url: URL_A, delivery: 'idempotent' };
const send: TransportRequest = {
  method: 'POST',
  url: 'https://gmail.test/gmail/v1/users/me/messages/send',
  body: '{"raw":"eA"}',
  delivery: 'at-most-once',
};

function setup(
  handler: FakeHandler,
  token: () => string | null = () => 'token-1',
  more: Pick<TransportOptions, 'waitForAccessToken' | 'observer'> & {
    onUnauthorized?: () => void;
  } = {},
) {
  const fake = createFakeFetch(handler);
  const onUnauthorized = jest.fn(more.onUnauthorized);
  const transport = createHttpTransport({
    fetch: fake.fetch,
    getAccessToken: token,
    onUnauthorized,
    waitForAccessToken: more.waitForAccessToken,
    observer: more.observer,
    maxInFlight: 4,
    retry: DEFAULT_RETRY_OPTIONS,
  });
  return { fake, onUnauthorized, transport };
}

/** Answers with the scripted responses in turn, then with the last one forever. */
function script(...responses: (() => Response | Promise<Response>)[]): FakeHandler {
  let call = 0;
  return () => (responses[Math.min(call++, responses.length - 1)] as () => Response)();
}

const ok = () => jsonResponse({ id: 'INBOX' });

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('requests', () => {
  it('carries the bearer token, Accept and the body type', async () => {
    const { fake, transport } = setup(() => jsonResponse({ id: 'x' }));
    await transport.send(send);
    const [request] = fake.requests;
    expect(request?.headers.get('authorization')).toBe('Bearer token-1');
    expect(request?.headers.get('accept')).toBe('application/json');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.body).toBe('{"raw":"eA"}');
  });

  it('parses JSON and treats an empty body as {}', async () => {
    const { transport } = setup(script(ok, () => new Response('', { status: 200 })));
    await expect(transport.sendJson(read)).resolves.toEqual({ id: 'INBOX' });
    await expect(transport.sendJson(read)).resolves.toEqual({});
  });
});

describe('backoff', () => {
  it('waits exactly the Retry-After seconds (plus jitter) after a 429', async () => {
    const { fake, transport } = setup(
      script(() => googleError(429, 'rateLimitExceeded', 'Too many', { 'Retry-After': '2' }), ok),
    );
    const result = transport.sendJson(read);
    await jest.advanceTimersByTimeAsync(1999);
    expect(fake.requests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ id: 'INBOX' });
    expect(fake.requests).toHaveLength(2);
  });

  it('adds up to one base step of jitter to Retry-After', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.999);
    const { fake, transport } = setup(
      script(() => googleError(429, 'rateLimitExceeded', 'x', { 'Retry-After': '1' }), ok),
    );
    const result = transport.send(read);
    await jest.advanceTimersByTimeAsync(1000);
    expect(fake.requests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(500);
    await result;
    expect(fake.requests).toHaveLength(2);
  });

  it('honours an HTTP-date Retry-After', async () => {
    jest.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const retryAt = 'Thu, 01 Jan 2026 00:00:05 GMT';
    const { fake, transport } = setup(
      script(() => googleError(503, 'backendError', 'down', { 'Retry-After': retryAt }), ok),
    );
    const result = transport.send(read);
    await jest.advanceTimersByTimeAsync(4999);
    expect(fake.requests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await result;
    expect(fake.requests).toHaveLength(2);
  });

  it('honours "Retry after <timestamp>" in a 403 rate-limit message', async () => {
    jest.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const message = 'User-rate limit exceeded.  Retry after 2026-01-01T00:00:03.000Z';
    const { fake, transport } = setup(
      script(() => googleError(403, 'userRateLimitExceeded', message), ok),
    );
    const result = transport.send(read);
    await jest.advanceTimersByTimeAsync(2999);
    expect(fake.requests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await result;
    expect(fake.requests).toHaveLength(2);
  });

  it('backs off exponentially on 5xx and gives up after 5 retries', async () => {
    const { fake, transport } = setup(() => googleError(500, 'backendError', 'Internal error'));
    const result = transport.send(read).catch((error: unknown) => error);
    // random = 0: half of each step, 500 ms doubling up to 2 s → 250, 500, 1000, 1000, 1000.
    const attemptsAfter = [];
    for (const wait of [250, 500, 1000, 1000, 1000]) {
      await jest.advanceTimersByTimeAsync(wait - 1);
      attemptsAfter.push(fake.requests.length);
      await jest.advanceTimersByTimeAsync(1);
    }
    expect(attemptsAfter).toEqual([1, 2, 3, 4, 5]);
    const error = await result;
    expect(fake.requests).toHaveLength(6);
    expect(error).toBeInstanceOf(GoogleApiError);
    expect(error).toMatchObject({ status: 500, reason: 'backendError', message: 'Internal error' });
  });

  it('does not wait longer than the total bound: a too-long Retry-After fails at once', async () => {
    const { fake, transport } = setup(() =>
      googleError(429, 'rateLimitExceeded', 'slow down', { 'Retry-After': '120' }),
    );
    const error = await transport.send(read).catch((caught: unknown) => caught);
    expect(fake.requests).toHaveLength(1);
    expect(error).toMatchObject({ status: 429, retryAfterMs: 120_000, isRateLimited: true });
    expect((error as GoogleApiError).userMessage).toContain('120 s');
  });

  it.each([
    ['rateLimitExceeded', 2],
    ['userRateLimitExceeded', 2],
    ['dailyLimitExceeded', 1],
    ['forbidden', 1],
  ])('403 %s → %i request(s)', async (reason, expected) => {
    const { fake, transport } = setup(script(() => googleError(403, reason), ok));
    const result = transport.send(read).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(1000);
    const outcome = await result;
    expect(fake.requests).toHaveLength(expected);
    if (expected === 1) expect(outcome).toMatchObject({ status: 403, reason });
  });

  it('does not retry other 4xx answers', async () => {
    const { fake, transport } = setup(() =>
      googleError(404, 'notFound', 'Requested entity was not found.'),
    );
    await expect(transport.send(read)).rejects.toMatchObject({ status: 404, reason: 'notFound' });
    expect(fake.requests).toHaveLength(1);
  });

  it('reads a non-JSON error page as a status without reason', async () => {
    const { transport } = setup(() => new Response('<html>Bad gateway</html>', { status: 400 }));
    await expect(transport.send(read)).rejects.toMatchObject({
      status: 400,
      reason: undefined,
      message: 'HTTP 400',
    });
  });
});

describe('at-most-once delivery (messages.send)', () => {
  it.each([
    [500, 'backendError', 1],
    [502, 'badGateway', 1],
    [503, 'backendError', 2],
    [429, 'rateLimitExceeded', 2],
    [403, 'userRateLimitExceeded', 2],
  ])('%i %s → %i request(s)', async (status, reason, expected) => {
    const { fake, transport } = setup(script(() => googleError(status, reason), ok));
    const result = transport.send(send).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(1000);
    await result;
    expect(fake.requests).toHaveLength(expected);
  });

  it('does not retry after a network error, which may follow a delivered request', async () => {
    const { fake, transport } = setup(() => Promise.reject(new TypeError('fetch failed')));
    const error = await transport.send(send).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(fake.requests).toHaveLength(1);
  });

  it('does not retry after a time-out', async () => {
    const { fake, transport } = setup(() => new Promise<Response>(() => {}));
    const result = transport.send(send).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(DEFAULT_RETRY_OPTIONS.attemptTimeoutMs);
    const error = await result;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).timedOut).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('network errors on idempotent requests', () => {
  it('retries a dropped connection and then succeeds', async () => {
    const { fake, transport } = setup(
      script(() => Promise.reject(new TypeError('socket hang up')), ok),
    );
    const result = transport.sendJson(read);
    await jest.advanceTimersByTimeAsync(250);
    await expect(result).resolves.toEqual({ id: 'INBOX' });
    expect(fake.requests).toHaveLength(2);
  });

  it('retries a request that timed out', async () => {
    const { fake, transport } = setup(script(() => new Promise<Response>(() => {}), ok));
    const result = transport.sendJson(read);
    await jest.advanceTimersByTimeAsync(DEFAULT_RETRY_OPTIONS.attemptTimeoutMs + 250);
    await expect(result).resolves.toEqual({ id: 'INBOX' });
    expect(fake.requests).toHaveLength(2);
  });
});

describe('401', () => {
  it('calls onUnauthorized once for concurrent calls with the same token, and rejects them', async () => {
    const { fake, onUnauthorized, transport } = setup(() =>
      googleError(401, 'authError', 'Invalid Credentials'),
    );
    const results = await Promise.allSettled([
      transport.send(read),
      transport.send(read),
      transport.send(send),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(results[0]).toMatchObject({ reason: { status: 401, reason: 'authError' } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(fake.requests).toHaveLength(3);
  });

  it('reports a new token rejected later again', async () => {
    let token = 'token-1';
    const { onUnauthorized, transport } = setup(
      () => googleError(401, 'authError'),
      () => token,
    );
    await expect(transport.send(read)).rejects.toBeInstanceOf(GoogleApiError);
    token = 'token-2';
    await expect(transport.send(read)).rejects.toBeInstanceOf(GoogleApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('does not sign out when the rejected token was already replaced', async () => {
    let token = 'old';
    const { onUnauthorized, transport } = setup(
      () => {
        token = 'new'; // signed in again while the request was out
        return googleError(401, 'authError');
      },
      () => token,
    );
    await expect(transport.send(read)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects without a request when there is no token, and ends the session as a 401 does', async () => {
    const { fake, onUnauthorized, transport } = setup(ok, () => null);
    await expect(transport.send(read)).rejects.toMatchObject({
      status: 401,
      reason: 'missingToken',
    });
    expect(fake.requests).toHaveLength(0);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('a token being renewed (Google mode)', () => {
  /** A session whose token can die and come back, as @mail/auth's waitForAccessToken sees it. */
  function renewableSession(initial: string | null) {
    let token = initial;
    let renewed: (() => void) | undefined;
    return {
      token: () => token,
      waitForAccessToken: jest.fn(
        () =>
          new Promise<string>((resolve) => {
            if (token) resolve(token);
            else renewed = () => resolve(token!);
          }),
      ),
      die: () => {
        token = null;
      },
      renew: (next: string) => {
        token = next;
        renewed?.();
      },
    };
  }

  const setupRenewable = (handler: FakeHandler, session: ReturnType<typeof renewableSession>) =>
    setup(handler, session.token, {
      onUnauthorized: session.die,
      waitForAccessToken: session.waitForAccessToken,
    });

  it('holds a call while the token is dead and sends it with the renewed one', async () => {
    const session = renewableSession(null);
    const { fake, transport } = setupRenewable(ok, session);
    const result = transport.sendJson(read);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fake.requests).toHaveLength(0);
    session.renew('token-2');
    await expect(result).resolves.toEqual({ id: 'INBOX' });
    expect(fake.requests[0]?.headers.get('authorization')).toBe('Bearer token-2');
  });

  it('sends a refused call once more with the renewed token, a send too (Google took nothing)', async () => {
    const session = renewableSession('token-1');
    const { fake, onUnauthorized, transport } = setupRenewable(
      (request) =>
        request.headers.get('authorization') === 'Bearer token-1'
          ? googleError(401, 'authError')
          : jsonResponse({ id: 'sent-1' }),
      session,
    );
    const result = transport.sendJson(send);
    await jest.advanceTimersByTimeAsync(0);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    session.renew('token-2');
    await expect(result).resolves.toEqual({ id: 'sent-1' });
    expect(fake.requests.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('gives up after one more refusal, and when the session ends instead', async () => {
    const session = renewableSession('token-1');
    const { fake, transport } = setupRenewable(() => googleError(401, 'authError'), session);
    const result = transport.send(read);
    await jest.advanceTimersByTimeAsync(0);
    session.renew('token-2');
    await expect(result).rejects.toMatchObject({ status: 401 });
    expect(fake.requests).toHaveLength(2);

    session.waitForAccessToken.mockRejectedValueOnce(new Error('Signed out'));
    session.die();
    await expect(transport.send(read)).rejects.toMatchObject({ reason: 'missingToken' });
  });
});

describe('abort', () => {
  it('rejects with the abort reason while the request is in flight', async () => {
    const { transport } = setup(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const result = transport.send({ ...read, signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('stops retrying when aborted during a backoff wait', async () => {
    const { fake, transport } = setup(() => googleError(503, 'backendError'));
    const controller = new AbortController();
    const result = transport.send({ ...read, signal: controller.signal });
    await jest.advanceTimersByTimeAsync(100);
    controller.abort(new DOMException('user left', 'AbortError'));
    await expect(result).rejects.toMatchObject({ name: 'AbortError', message: 'user left' });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fake.requests).toHaveLength(1);
  });

  it('does not start an already aborted request', async () => {
    const { fake, transport } = setup(ok);
    await expect(transport.send({ ...read, signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('a prior reply (a batch part)', () => {
  const prior = (status: number, text: string) => ({
    status,
    headers: new Headers(),
    text,
    token: 'token-1',
  });

  it('returns a successful prior reply without a request', async () => {
    const { fake, transport } = setup(ok);
    await expect(transport.send(read, prior(200, '{"a":1}'))).resolves.toMatchObject({
      text: '{"a":1}',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('retries a retryable prior reply after the backoff', async () => {
    const { fake, transport } = setup(ok);
    const result = transport.send(read, prior(429, JSON.stringify({ error: { code: 429 } })));
    await jest.advanceTimersByTimeAsync(249);
    expect(fake.requests).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({ status: 200 });
    expect(fake.requests).toHaveLength(1);
  });
});

describe('what the connection monitor is told', () => {
  function observed(handler: FakeHandler) {
    const log: string[] = [];
    const observer = {
      answered: () => log.push('answered'),
      retrying: (fault: string, delayMs: number) => {
        log.push(`retrying ${fault} ${delayMs}`);
        return () => log.push('wait ended');
      },
      gaveUp: (fault: string, serverWaitMs: number | undefined) =>
        log.push(`gave up ${fault} ${serverWaitMs}`),
    };
    const { fake, transport } = setup(handler, undefined, { observer });
    return { log, transport, fake };
  }

  it('no connection while the connection is known offline: gives up at once, no retry', async () => {
    const { fake, transport } = setup(
      () => Promise.reject(new TypeError('Failed to fetch')),
      undefined,
      { observer: { answered() {}, retrying: () => () => {}, gaveUp() {}, isOffline: () => true } },
    );
    await expect(transport.send(read)).rejects.toBeInstanceOf(NetworkError);
    expect(fake.requests).toHaveLength(1);
  });

  it('each wait for a passing fault, its end, then the answer', async () => {
    const { log, transport } = observed(
      script(
        () => googleError(429, 'rateLimitExceeded', 'Slow down', { 'Retry-After': '3' }),
        () => googleError(503, 'backendError'),
        ok,
      ),
    );
    const result = transport.send(read);
    await jest.advanceTimersByTimeAsync(3500);
    await result;
    expect(log).toEqual([
      'retrying rate-limit 3000',
      'wait ended',
      'retrying server-error 500',
      'wait ended',
      'answered',
    ]);
  });

  it('a request that gives up on a passing fault says so, with what Google asked for', async () => {
    const { log, transport } = observed(() =>
      googleError(429, 'rateLimitExceeded', 'Slow down', { 'Retry-After': '120' }),
    );
    await expect(transport.send(read)).rejects.toBeInstanceOf(GoogleApiError);
    expect(log).toEqual(['gave up rate-limit 120000']);
  });

  it('an error that is not a passing fault counts as an answer (Google is there)', async () => {
    const { log, transport } = observed(() => googleError(404, 'notFound'));
    await expect(transport.send(read)).rejects.toMatchObject({ status: 404 });
    expect(log).toEqual(['answered']);
  });

  it('a network error of a request made once (a probe) gives up at once', async () => {
    const { log, transport, fake } = observed(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(transport.send({ ...read, once: true })).rejects.toBeInstanceOf(NetworkError);
    expect(fake.requests).toHaveLength(1);
    expect(log).toEqual(['gave up network undefined']);
  });

  it('an abort during a wait ends the wait and reports no give-up', async () => {
    const { log, transport } = observed(() => googleError(500, 'backendError'));
    const controller = new AbortController();
    const result = transport.send({ ...read, signal: controller.signal });
    await jest.advanceTimersByTimeAsync(100);
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(log).toEqual(['retrying server-error 250', 'wait ended']);
  });
});

describe('attempt (one try, judged by the caller)', () => {
  function observed(handler: FakeHandler) {
    const observer = { answered: jest.fn(), retrying: jest.fn(), gaveUp: jest.fn() };
    const { fake, transport } = setup(handler, undefined, { observer });
    return { fake, observer, transport };
  }

  it('resolves with an error answer as it came, without a retry or a word to the observer', async () => {
    const { fake, observer, transport } = observed(() => googleError(503, 'backendError'));
    const reply = await transport.attempt(read);
    expect(reply.status).toBe(503);
    expect(reply.token).toBe('token-1');
    expect(fake.requests).toHaveLength(1);
    expect(observer.answered).not.toHaveBeenCalled();
    expect(observer.gaveUp).not.toHaveBeenCalled();
  });

  it('rejects a request with no answer with a NetworkError, told to no one', async () => {
    const { fake, observer, transport } = observed(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(transport.attempt(read)).rejects.toBeInstanceOf(NetworkError);
    expect(fake.requests).toHaveLength(1);
    expect(observer.gaveUp).not.toHaveBeenCalled();
    expect(observer.retrying).not.toHaveBeenCalled();
  });
});
