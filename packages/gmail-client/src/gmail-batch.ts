import { cryptoRandomBytes, randomToken } from './random';
import { anySignal } from './abort-utils';
import {
  encodeBatchRequest,
  parseBatchResponse,
  type BatchCall,
  type BatchPartRequest,
} from './batch-codec';
import { GoogleApiError, NetworkError } from './errors';
import type { HttpReply, HttpTransport, TransportRequest } from './http-transport';

/** One part's outcome: its JSON, or the error it ended in after its retries. */
export type BatchPartOutcome<T> = { value: T } | { error: GoogleApiError | NetworkError };

/** Makes many Gmail calls (at most 100): `createGmailBatch` of one client. */
export type GmailBatch = <T>(
  calls: readonly BatchCall[],
  signal?: AbortSignal,
) => Promise<BatchPartOutcome<T>[]>;

/**
 * Makes many Gmail calls in ONE batch request (whose URL never changes, so the browser's preflight of
 * it is reused): the rows' GETs, or a triage's threads.modify / trash POSTs, which are idempotent
 * (the same labels added or removed twice leave the same state), so the same retries apply. A part that failed in a retryable way (429, 403 rate limit, 5xx) is retried on its own
 * with the usual backoff; a part that is missing from the answer is fetched on its own; a part that
 * still fails answers its error, so the others are kept. Only an abort or a 401 (the session is over)
 * rejects the whole call, abandoning the remaining retries.
 *
 * When this browser cannot reach the batch endpoint at all (a CORS or network policy refusing it),
 * every part is fetched on its own, under the same in-flight cap, for the rest of the session
 * (docs/google-api.md#batch-fallback): when, before the endpoint has ever answered, its request
 * fails at once with no answer while `gmailAnswers` (a plain GET to the same origin) gets one. An
 * HTTP error is an answer and never falls back; a connection that is down (the GET gets no answer
 * either) goes the usual way of retries and the connection monitor.
 */
export function createGmailBatch(
  transport: HttpTransport,
  gmailOrigin: string,
  gmailAnswers: (signal?: AbortSignal) => Promise<boolean>,
): GmailBatch {
  let batchAnswered = false;
  let batchUnreachable = false;

  /** The batch's answer under the usual rules, or undefined once the endpoint proved unreachable. */
  async function batchReply(request: TransportRequest): Promise<HttpReply | undefined> {
    if (batchUnreachable) return undefined;
    if (batchAnswered) return transport.send(request);
    const reply = await transport.attempt(request).catch((error: unknown) => {
      if (error instanceof NetworkError) return error;
      throw error;
    });
    if (!(reply instanceof NetworkError)) {
      batchAnswered = true;
      return transport.send(request, reply);
    }
    // A refusal is immediate: a time-out, or no answer from Gmail at all, is the connection's.
    if (reply.timedOut || !(await gmailAnswers(request.signal))) return transport.send(request);
    if (!batchUnreachable) console.warn('Gmail batch unreachable: lists use single requests.');
    batchUnreachable = true;
    return undefined;
  }

  return async function gmailBatch<T>(calls: readonly BatchCall[], signal?: AbortSignal) {
    if (calls.length === 0) return [];
    const requests: BatchPartRequest[] = calls.map((call, index) => ({
      ...call,
      id: `item-${index}`,
    }));
    const boundary = `batch_${randomToken(cryptoRandomBytes, 24)}`;
    const reply = await batchReply({
      method: 'POST',
      url: `${gmailOrigin}/batch/gmail/v1`,
      body: encodeBatchRequest(requests, boundary),
      contentType: `multipart/mixed; boundary=${boundary}`,
      delivery: 'idempotent',
      signal,
    });
    const parts = reply ? parseBatchResponse(reply.headers.get('content-type'), reply.text) : [];
    const partsById = new Map(parts.map((part) => [part.id, part]));
    const abandon = new AbortController();
    const partSignal = anySignal([signal, abandon.signal]);

    async function outcomeOf(
      request: BatchPartRequest,
      index: number,
    ): Promise<BatchPartOutcome<T>> {
      // Google answers in request order, so a part without a usable Content-ID is matched by position.
      const part =
        partsById.get(request.id) ?? (parts.length === requests.length ? parts[index] : undefined);
      const single: TransportRequest = {
        method: request.method,
        url: `${gmailOrigin}${request.path}`,
        body: request.body,
        delivery: 'idempotent',
        signal: partSignal,
      };
      try {
        const answer = await transport.send(
          single,
          part && reply && { ...part, token: reply.token },
        );
        return { value: JSON.parse(answer.text) as T };
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (error instanceof GoogleApiError && error.status !== 401) return { error };
        if (error instanceof NetworkError) return { error };
        throw error;
      }
    }

    try {
      return await Promise.all(requests.map(outcomeOf));
    } catch (error) {
      abandon.abort();
      throw error;
    }
  };
}
