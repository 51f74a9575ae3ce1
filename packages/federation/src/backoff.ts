/** How often, and how patiently, a remote's files are asked for again: one policy for every load. */
export interface RetryPolicy {
  /** Attempts after the first one. */
  retries: number;
  /** Delay before the first retry; doubled each time, with jitter. */
  baseDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { retries: 3, baseDelayMs: 300 };

/** The wait before retry number `retryIndex` (0-based): half of the doubled step fixed, half random. */
export function backoffDelay(policy: RetryPolicy, retryIndex: number): number {
  const exponential = policy.baseDelayMs * 2 ** retryIndex;
  return exponential / 2 + Math.random() * (exponential / 2);
}

/**
 * The wait before a slot's own attempt number `retryIndex` (0-based) to load a remote that stayed
 * unavailable after the load's retries: about 1 s, 2 s, 4 s … apart, 16-32 s from the sixth on.
 */
export const slotRecoveryDelay = (retryIndex: number): number =>
  backoffDelay({ retries: 0, baseDelayMs: 1000 }, Math.min(retryIndex, 5));

export const wait = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** `file` asked for again: a new URL, so neither the browser's cache nor a proxy answers the old failure. */
export function retryUrl(file: string, retry: number): string {
  return `${file}${file.includes('?') ? '&' : '?'}retry=${retry}`;
}
