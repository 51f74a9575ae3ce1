/**
 * The failures a call can end in, after any retries. Callers show `userMessage` (or
 * `describeGoogleError(error)`) and may branch on `status` / `reason`. An aborted call rejects with the
 * abort reason itself (a DOMException named 'AbortError' unless the caller chose another reason).
 */

import { isRateLimitAnswer, passingFaultOf } from './retry-policy';

/** Google (or the stand-in) answered with an error status. */
export class GoogleApiError extends Error {
  override readonly name = 'GoogleApiError';

  constructor(
    /** HTTP status, e.g. 401, 403, 404, 429, 500. */
    readonly status: number,
    /** Google's `error.errors[0].reason` (e.g. 'rateLimitExceeded', 'notFound'), or `error.status`. */
    readonly reason: string | undefined,
    message: string,
    /** How long Google asked us to wait before trying again, when it said so. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }

  /** True for 429 and for 403 with a rate-limit reason: the request was not processed. */
  get isRateLimited(): boolean {
    return isRateLimitAnswer(this.status, this.reason);
  }

  /** A sentence the UI can show as is. */
  get userMessage(): string {
    if (this.status === 401) return 'Your session has expired. Please sign in again.';
    if (this.isRateLimited) {
      const seconds = this.retryAfterMs === undefined ? 0 : Math.ceil(this.retryAfterMs / 1000);
      return seconds > 0
        ? `Google is busy. Please try again in ${seconds} s.`
        : 'Google is busy. Please try again in a moment.';
    }
    if (this.status === 403) return 'Google refused this request for your account.';
    if (this.status === 404) return 'This item no longer exists.';
    if (this.status >= 500) return 'Google is having trouble right now. Please try again.';
    return 'Google could not carry out this request.';
  }
}

/**
 * A GoogleApiError, also of another copy of this module: an entry of its own
 * (`@mail/gmail-client/drafts`) is bundled apart from the main entry, whose client throws the error.
 */
export function isGoogleApiError(error: unknown): error is GoogleApiError {
  return error instanceof Error && error.name === 'GoogleApiError' && 'status' in error;
}

/** No answer: the connection failed, was dropped or timed out. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(
    message: string,
    /** True when no answer came within the attempt time-out. */
    readonly timedOut = false,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  get userMessage(): string {
    return 'Could not reach Google. Check your connection and try again.';
  }
}

/**
 * True for a failure that passes by itself: a rate limit, the daily limit, a server error or no
 * answer (retry-policy.ts#passingFaultOf). The client
 * then probes Google and publishes 'connection/resumed' once it answers, so a view can wait for that
 * (the shell's status line says what is happening) instead of showing an error of its own.
 */
export function isPassingFailure(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return (
    error instanceof GoogleApiError && passingFaultOf(error.status, error.reason) !== undefined
  );
}

/**
 * True for Google's 403 `insufficientPermissions`: the token lacks the call's scope, which the user
 * left unticked on the consent page. Asking again cannot help; asking Google for the scope can.
 */
export function isScopeRefusal(error: unknown): boolean {
  return (
    isGoogleApiError(error) && error.status === 403 && error.reason === 'insufficientPermissions'
  );
}

/** True for an aborted call (whatever aborted it: the caller, or a newer list request). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** A human sentence for any error a call rejected with; '' for an abort, which needs no message. */
export function describeGoogleError(error: unknown): string {
  if (error instanceof GoogleApiError || error instanceof NetworkError) return error.userMessage;
  if (isAbortError(error)) return '';
  return 'Something went wrong. Please try again.';
}

interface GoogleErrorBody {
  error?: { message?: string; status?: string; errors?: { reason?: string }[] };
}

/**
 * Reads Google's JSON error envelope: reason is `error.errors[0].reason`, else `error.status`. Any other
 * body (an HTML 502 page…) yields no reason and "HTTP <status>".
 */
export function readGoogleErrorBody(
  status: number,
  bodyText: string,
): { reason: string | undefined; message: string } {
  let envelope: GoogleErrorBody['error'];
  try {
    envelope = (JSON.parse(bodyText) as GoogleErrorBody | null)?.error;
  } catch {
    envelope = undefined;
  }
  return {
    reason: envelope?.errors?.[0]?.reason ?? envelope?.status,
    message: envelope?.message ?? `HTTP ${status}`,
  };
}
