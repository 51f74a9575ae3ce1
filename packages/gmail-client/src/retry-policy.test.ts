import {
  backoffDelayMs,
  DEFAULT_RETRY_OPTIONS,
  passingFaultOf,
  serverRetryAfterMs,
  shouldRetryStatus,
} from './retry-policy';

describe('backoffDelayMs', () => {
  it('doubles from the base step, keeps half of it fixed and caps at maxDelayMs', () => {
    const steps = [0, 1, 2, 3, 4, 5, 6].map((retry) =>
      backoffDelayMs(retry, DEFAULT_RETRY_OPTIONS, 1),
    );
    // Capped at 2 s, so a fault that ends is noticed within 2 s.
    expect(steps).toEqual([500, 1000, 2000, 2000, 2000, 2000, 2000]);
    expect(backoffDelayMs(3, DEFAULT_RETRY_OPTIONS, 0)).toBe(1000);
  });
});

describe('serverRetryAfterMs', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('reads seconds, HTTP dates and the message sentence, header first', () => {
    expect(serverRetryAfterMs('7', '', now)).toBe(7000);
    expect(serverRetryAfterMs('Thu, 01 Jan 2026 00:00:09 GMT', '', now)).toBe(9000);
    expect(serverRetryAfterMs(null, 'Quota hit. Retry after 2026-01-01T00:00:04.500Z.', now)).toBe(
      4500,
    );
    expect(serverRetryAfterMs('1', 'Retry after 2026-01-01T00:00:04Z', now)).toBe(1000);
  });

  it('never asks for a negative wait and ignores what it cannot read', () => {
    expect(serverRetryAfterMs('Wed, 31 Dec 2025 23:00:00 GMT', '', now)).toBe(0);
    expect(serverRetryAfterMs('soon', 'Retry after lunch', now)).toBeUndefined();
    expect(serverRetryAfterMs(null, 'Backend Error', now)).toBeUndefined();
  });
});

describe('passingFaultOf', () => {
  it("reads Google's daily limit apart from its rate limits; other 403s do not pass", () => {
    expect(passingFaultOf(403, 'dailyLimitExceeded')).toBe('daily-limit');
    expect(passingFaultOf(403, 'quotaExceeded')).toBe('daily-limit');
    expect(passingFaultOf(403, 'userRateLimitExceeded')).toBe('rate-limit');
    expect(passingFaultOf(429, undefined)).toBe('rate-limit');
    expect(passingFaultOf(503, undefined)).toBe('server-error');
    expect(passingFaultOf(403, 'insufficientPermissions')).toBeUndefined();
    // Never tried again at once: only the connection's probe asks again.
    expect(shouldRetryStatus(403, 'dailyLimitExceeded', 'idempotent')).toBe(false);
  });
});
