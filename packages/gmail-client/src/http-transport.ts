import { anySignal, sleep } from './abort-utils';
import type { AttemptObserver, PassingFault } from './connection-monitor';
import { GoogleApiError, NetworkError, readGoogleErrorBody } from './errors';
import { RequestLimiter } from './request-limiter';
import {
  backoffDelayMs,
  passingFaultOf,
  serverRetryAfterMs,
  shouldRetryNetworkError,
  shouldRetryStatus,
  type Delivery,
  type RetryOptions,
} from './retry-policy';
import { responseText } from './response-text';

/** A complete answer, read while the request still held its in-flight slot. */
export interface HttpReply {
  status: number;
  headers: Headers;
  text: string;
  /** The access token the request carried: a 401 signs out only if that token is still current. */
  token: string;
}

export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** Sent as is; Content-Type is `contentType`, default application/json. */
  body?: string;
  contentType?: string;
  delivery: Delivery;
  signal?: AbortSignal;
  /** One attempt, never retried (a connection probe). */
  once?: boolean;
}

export interface TransportOptions {
  fetch: typeof fetch;
  getAccessToken: () => string | null;
  onUnauthorized: () => void;
  /**
   * The live token once one is stored again (Google mode renews a dead or refused token); rejects
   * when the session ends. Calls made meanwhile wait for it, and a call refused with 401 is sent once
   * more with it. Without it, a missing token fails the call at once.
   */
  waitForAccessToken?: (signal?: AbortSignal) => Promise<string>;
  maxInFlight: number;
  retry: RetryOptions;
  /** Told how every attempt went (the connection monitor). */
  observer?: AttemptObserver;
}

export interface HttpTransport {
  /**
   * Sends with the bearer token, the in-flight cap and the retry rules; resolves with a 2xx reply or
   * rejects with GoogleApiError / NetworkError / the abort reason. `firstReply` stands for an attempt
   * already made elsewhere (a part of a batch answer): the rules start from it without sending again
   * unless it failed in a retryable way.
   */
  send(request: TransportRequest, firstReply?: HttpReply): Promise<HttpReply>;
  /**
   * One attempt under the in-flight cap, never retried and not told to the observer: any answer
   * resolves (an error status too: hand it to `send` as `firstReply` to go on under the usual
   * rules); no answer rejects with a NetworkError, whose meaning the caller works out itself.
   */
  attempt(request: TransportRequest): Promise<HttpReply>;
  /** `send`, then the body parsed as JSON (an empty body is `{}`). */
  sendJson<T>(request: TransportRequest): Promise<T>;
}

type Attempt = { reply: HttpReply } | { networkError: NetworkError };

export function createHttpTransport(options: TransportOptions): HttpTransport {
  const limiter = new RequestLimiter(options.maxInFlight);
  let lastReportedToken: string | undefined;

  // Many calls in flight share one token: report its rejection once, and never a token already replaced.
  function reportUnauthorized(token: string): void {
    if (token === lastReportedToken || options.getAccessToken() !== token) return;
    lastReportedToken = token;
    options.onUnauthorized();
  }

  /** Resolves once the session has a live token again; false when it ended instead. */
  async function renewed(signal: AbortSignal | undefined): Promise<boolean> {
    if (!options.waitForAccessToken) return false;
    try {
      await options.waitForAccessToken(signal);
      return true;
    } catch {
      if (signal?.aborted) throw signal.reason;
      return false;
    }
  }

  async function attemptOnce(request: TransportRequest): Promise<Attempt> {
    // Waited for outside the in-flight cap: a call waiting for a renewed token holds no slot.
    if (!options.getAccessToken()) await renewed(request.signal);
    const release = await limiter.acquire(request.signal);
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), options.retry.attemptTimeoutMs);
    try {
      const token = options.getAccessToken();
      if (!token) {
        // The session still counts as signed in, yet no token is stored (cleared by another tab, or
        // by hand): end it as a refused token does, rather than fail this call alone in silence.
        options.onUnauthorized();
        throw new GoogleApiError(401, 'missingToken', 'Not signed in: no access token.');
      }
      const headers: Record<string, string> = {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
      };
      if (request.body !== undefined) {
        headers['Content-Type'] = request.contentType ?? 'application/json';
      }
      try {
        const response = await options.fetch(request.url, {
          method: request.method,
          headers,
          body: request.body,
          signal: anySignal([request.signal, timeout.signal]),
        });
        const text = await responseText(response);
        return { reply: { status: response.status, headers: response.headers, text, token } };
      } catch (error) {
        if (request.signal?.aborted) throw request.signal.reason;
        if (timeout.signal.aborted) {
          return { networkError: new NetworkError('No answer within the time-out.', true) };
        }
        const detail = error instanceof Error ? error.message : String(error);
        return {
          networkError: new NetworkError(`Request failed: ${detail}`, false, { cause: error }),
        };
      }
    } finally {
      clearTimeout(timer);
      release();
    }
  }

  async function send(request: TransportRequest, firstReply?: HttpReply): Promise<HttpReply> {
    let waitedMs = 0;
    let sentAgainWithRenewedToken = false;
    let attempt: Attempt = firstReply ? { reply: firstReply } : await attemptOnce(request);
    for (let retry = 0; ; retry += 1) {
      let failure: GoogleApiError | NetworkError;
      let retryable: boolean;
      let serverWaitMs: number | undefined;
      let fault: PassingFault | undefined;
      if ('reply' in attempt) {
        const { reply } = attempt;
        if (reply.status >= 200 && reply.status < 300) {
          options.observer?.answered();
          return reply;
        }
        const { reason, message } = readGoogleErrorBody(reply.status, reply.text);
        fault = passingFaultOf(reply.status, reason);
        if (!fault) options.observer?.answered();
        serverWaitMs = serverRetryAfterMs(reply.headers.get('retry-after'), message, Date.now());
        failure = new GoogleApiError(reply.status, reason, message, serverWaitMs);
        if (reply.status === 401) {
          reportUnauthorized(reply.token);
          // Google took nothing from a refused token: sending again, once, cannot send twice.
          if (sentAgainWithRenewedToken || !(await renewed(request.signal))) throw failure;
          sentAgainWithRenewedToken = true;
          attempt = await attemptOnce(request);
          continue;
        }
        retryable = shouldRetryStatus(reply.status, reason, request.delivery);
      } else {
        failure = attempt.networkError;
        fault = 'network';
        retryable = shouldRetryNetworkError(request.delivery);
      }
      const giveUp = () => {
        if (fault) options.observer?.gaveUp(fault, serverWaitMs);
        return failure;
      };
      const offline = fault === 'network' && options.observer?.isOffline?.() === true;
      if (!retryable || offline || request.once || retry >= options.retry.maxRetries) {
        throw giveUp();
      }
      const delayMs =
        serverWaitMs === undefined
          ? backoffDelayMs(retry, options.retry, Math.random())
          : serverWaitMs + Math.round(Math.random() * options.retry.baseDelayMs);
      if (waitedMs + delayMs > options.retry.maxTotalWaitMs) throw giveUp();
      const waitEnded = fault ? options.observer?.retrying(fault, delayMs) : undefined;
      try {
        await sleep(delayMs, request.signal);
      } finally {
        waitEnded?.();
      }
      waitedMs += delayMs;
      attempt = await attemptOnce(request);
    }
  }

  return {
    send,
    async attempt(request) {
      const attempt = await attemptOnce(request);
      if ('networkError' in attempt) throw attempt.networkError;
      return attempt.reply;
    },
    async sendJson<T>(request: TransportRequest): Promise<T> {
      const reply = await send(request);
      return (reply.text.trim() === '' ? {} : JSON.parse(reply.text)) as T;
    },
  };
}
