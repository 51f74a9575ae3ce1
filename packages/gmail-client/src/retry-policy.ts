/**
 * When a failed request is tried again, and after how long.
 *
 * Every request declares how it may be delivered:
 * - 'idempotent': repeating it cannot change the outcome (reads, batches of reads, label removal).
 *   Retried on 429, on 403 rateLimitExceeded / userRateLimitExceeded, on every 5xx and on network errors.
 * - 'at-most-once': repeating it could act twice (messages.send). Retried ONLY on answers that say the
 *   request was not processed: 429, 403 with a rate-limit reason, and 503. Never after a 500 or a
 *   network error / time-out, since the message may already be sent.
 */

export type Delivery = 'idempotent' | 'at-most-once';

export interface RetryOptions {
  /** Retries after the first attempt. */
  maxRetries: number;
  /** Upper bound on the sum of the waits between attempts; a wait that would pass it is not made. */
  maxTotalWaitMs: number;
  /** First backoff step; doubles on each retry. Also the size of the jitter added to Retry-After. */
  baseDelayMs: number;
  /** Ceiling of one backoff step (not of a wait Google asked for). */
  maxDelayMs: number;
  /** One attempt (connect + full answer) longer than this is abandoned as a network error. */
  attemptTimeoutMs: number;
}

export const DEFAULT_RETRY_OPTIONS: RetryOptions = {
  maxRetries: 5,
  maxTotalWaitMs: 60_000,
  baseDelayMs: 500,
  // Short steps: a fault that ends is noticed within 2 s. A call that has spent its retries gives up
  // and the connection monitor's single probe takes over, so Google still sees few requests.
  maxDelayMs: 2_000,
  attemptTimeoutMs: 60_000,
};

const RATE_LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);
/** The account's (or project's) quota for the day is spent: not retried, but it passes too. */
const DAILY_LIMIT_REASONS = new Set(['dailyLimitExceeded', 'quotaExceeded']);

/** 429, or 403 with a rate-limit reason: Google documents these requests as not processed. */
export function isRateLimitAnswer(status: number, reason: string | undefined): boolean {
  return status === 429 || (status === 403 && RATE_LIMIT_REASONS.has(reason ?? ''));
}

/**
 * The passing fault an answer stands for (rate limit, daily limit or server error); undefined for
 * any other.
 */
export function passingFaultOf(
  status: number,
  reason: string | undefined,
): 'rate-limit' | 'daily-limit' | 'server-error' | undefined {
  if (isRateLimitAnswer(status, reason)) return 'rate-limit';
  if (status === 403 && DAILY_LIMIT_REASONS.has(reason ?? '')) return 'daily-limit';
  return status >= 500 ? 'server-error' : undefined;
}

export function shouldRetryStatus(
  status: number,
  reason: string | undefined,
  delivery: Delivery,
): boolean {
  if (isRateLimitAnswer(status, reason)) return true;
  if (status === 403) return false;
  if (delivery === 'at-most-once') return status === 503;
  return status >= 500;
}

export function shouldRetryNetworkError(delivery: Delivery): boolean {
  return delivery === 'idempotent';
}

/** Exponential backoff with "equal jitter": half the step fixed, half random, so clients spread out. */
export function backoffDelayMs(retryIndex: number, options: RetryOptions, random: number): number {
  const step = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** retryIndex);
  return Math.round(step / 2 + (random * step) / 2);
}

/**
 * What the server asked for: a Retry-After header (seconds or an HTTP date), else the
 * "Retry after <timestamp>" sentence Gmail puts in rate-limit messages. Undefined when it said nothing.
 */
export function serverRetryAfterMs(
  retryAfterHeader: string | null,
  errorMessage: string,
  now: number,
): number | undefined {
  const header = retryAfterHeader?.trim();
  if (header) {
    if (/^\d+(\.\d+)?$/.test(header)) return Math.round(Number(header) * 1000);
    const at = Date.parse(header);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  const sentence = /retry after (\S+)/i.exec(errorMessage);
  if (sentence?.[1]) {
    const at = Date.parse(sentence[1].replace(/[.,;]+$/, ''));
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  return undefined;
}
