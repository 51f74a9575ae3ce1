import { GMAIL, emulatorForThisFile } from '../test-support/harness';
import { DEFAULT_FAULTS } from './faults';

const h = emulatorForThisFile({
  client: { origins: [], redirectUris: ['http://localhost:3000/'] },
});
type ErrorBody = {
  error: {
    code: number;
    message: string;
    status: string;
    errors: { reason: string; domain: string }[];
  };
};

const labels = () => h.call(`${GMAIL}/labels`);

afterEach(() => {
  h.emulator.setFaults(structuredClone(DEFAULT_FAULTS));
});

describe('faults', () => {
  it('answers queued failures in request order, 429 with Retry-After', async () => {
    h.emulator.setFaults({
      failNext: [
        { status: 429, count: 2, retryAfterSeconds: 7 },
        { status: 500, count: 1 },
      ],
    });
    const first = await labels();
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('7');
    expect(first.json<ErrorBody>().error).toMatchObject({
      code: 429,
      status: 'RESOURCE_EXHAUSTED',
      errors: [{ reason: 'rateLimitExceeded' }],
    });
    expect((await labels()).status).toBe(429);
    const third = await labels();
    expect(third.status).toBe(500);
    expect(third.json<ErrorBody>().error).toMatchObject({
      status: 'INTERNAL',
      errors: [{ reason: 'backendError' }],
    });
    expect((await labels()).status).toBe(200);
  });

  it('answers 403 rateLimitExceeded by default, and the other rate-limit reasons when asked', async () => {
    h.emulator.setFaults({ errorRates: { '403': 1 } });
    const answer = await labels();
    expect(answer.status).toBe(403);
    expect(answer.json<ErrorBody>().error).toMatchObject({
      message: 'Rate Limit Exceeded',
      errors: [{ reason: 'rateLimitExceeded', domain: 'usageLimits' }],
    });

    h.emulator.setFaults({ rateLimitReason: 'userRateLimitExceeded' });
    const { error } = (await labels()).json<ErrorBody>();
    expect(error.errors[0]).toMatchObject({ reason: 'userRateLimitExceeded' });
    expect(error.message).toMatch(/^User-rate limit exceeded\. {2}Retry after \d{4}-\d{2}-\d{2}T/);

    h.emulator.setFaults({ rateLimitReason: 'dailyLimitExceeded' });
    expect((await labels()).json<ErrorBody>().error).toMatchObject({
      message: 'Daily Limit Exceeded',
      errors: [{ reason: 'dailyLimitExceeded' }],
    });
    expect(() => h.emulator.setFaults({ rateLimitReason: 'tooFast' } as never)).toThrow(
      /rateLimitReason must be one of/,
    );
  });

  it('answers 503 at its error rate', async () => {
    h.emulator.setFaults({ errorRates: { '503': 1 } });
    const answer = await labels();
    expect(answer.status).toBe(503);
    expect(answer.json<ErrorBody>().error.status).toBe('UNAVAILABLE');
  });

  it('drops the connection without an answer', async () => {
    h.emulator.setFaults({ failNext: [{ status: 'drop', count: 1 }] });
    h.emulator.clearRequestLog();
    await expect(labels()).rejects.toThrow();
    expect(h.emulator.requestLog()).toEqual([
      expect.objectContaining({ path: `${GMAIL}/labels`, status: 0 }),
    ]);
    h.emulator.setFaults({ dropRate: 1 });
    await expect(labels()).rejects.toThrow();
  });

  it('drops the answer of a request it handled (drop-after): the change is made all the same', async () => {
    const raw = Buffer.from('To: ann@example.com\r\nSubject: dropped answer\r\n\r\nhi').toString(
      'base64url',
    );
    h.emulator.setFaults({ failNext: [{ status: 'drop-after', count: 1 }], pathFilter: '/send$' });
    await expect(
      h.call(`${GMAIL}/messages/send`, { method: 'POST', body: { raw } }),
    ).rejects.toThrow();
    const query = encodeURIComponent('subject:"dropped answer"');
    const sent = await h.json<{ messages?: unknown[] }>(`${GMAIL}/messages?q=${query}`);
    expect(sent.messages).toHaveLength(1);
  });

  it('answers 429 beyond the concurrent-request limit', async () => {
    h.emulator.setFaults({ maxConcurrentPerUser: 2, latencyMs: 150 });
    const answers = await Promise.all(Array.from({ length: 4 }, () => labels()));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 429, 429]);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.json<ErrorBody>().error.message).toBe('Too many concurrent requests for user');
    expect(refused?.headers.get('retry-after')).toEqual(expect.any(String));
  });

  it('adds latency, fixed or in a range', async () => {
    h.emulator.setFaults({ latencyMs: 120 });
    let started = performance.now();
    await labels();
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
    h.emulator.setFaults({ latencyMs: [60, 80] });
    started = performance.now();
    await labels();
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(55);
  });

  it('limits faults to paths matching pathFilter', async () => {
    h.emulator.setFaults({ errorRates: { '500': 1 }, pathFilter: '^/calendar/' });
    expect((await labels()).status).toBe(200);
    expect((await h.call('/calendar/v3/calendars/primary/events')).status).toBe(500);
  });

  it('never faults the control endpoints or the sign-in page', async () => {
    h.emulator.setFaults({ errorRates: { '500': 1 } });
    expect((await h.control('/__emulator/faults')).status).toBe(200);
    const page = await h.call(
      '/o/oauth2/v2/auth?client_id=c&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2F&response_type=token&scope=email',
    );
    expect(page.status).toBe(200);
  });

  it('is settable over HTTP at run time, refusing bad settings', async () => {
    const put = await h.control('/__emulator/faults', {
      method: 'PUT',
      body: { failNext: [{ status: 503, count: 1 }] },
    });
    expect(put.status).toBe(200);
    expect(put.json<{ failNext: unknown[] }>().failNext).toEqual([{ status: 503, count: 1 }]);
    expect((await labels()).status).toBe(503);
    const bad = await h.control('/__emulator/faults', {
      method: 'PUT',
      body: { errorRates: { '418': 0.5 } },
    });
    expect(bad.status).toBe(400);
  });
});
