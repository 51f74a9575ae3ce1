import { cryptoRandomBytes, randomToken } from './mime-builder';
import { anySignal } from './abort-utils';
import { encodeBatchRequest, parseBatchResponse, type BatchPartRequest } from './batch-codec';
import { GoogleApiError, NetworkError } from './errors';
import type { HttpTransport } from './http-transport';

/** The parts' answers in request order, and how many parts failed for good. */
export interface BatchAnswers<T> {
  /** Each part's JSON, or undefined for a part deleted meanwhile (404) or failed for good. */
  answers: (T | undefined)[];
  /** Parts that failed for good (after their retries), other than a 404. */
  failedCount: number;
}

/**
 * GETs many Gmail paths in ONE batch request. A part that failed in a retryable way (429, 403 rate
 * limit, 5xx) is retried on its own with the usual backoff; a part that is missing from the answer is
 * fetched on its own; a part that still fails is left out and counted, so the others are kept. Only an
 * abort or a 401 (the session is over) rejects the whole call, abandoning the remaining retries.
 */
export async function batchGetJson<T>(
  transport: HttpTransport,
  gmailOrigin: string,
  paths: readonly string[],
  signal?: AbortSignal,
): Promise<BatchAnswers<T>> {
  if (paths.length === 0) return { answers: [], failedCount: 0 };
  const requests: BatchPartRequest[] = paths.map((path, index) => ({
    id: `item-${index}`,
    method: 'GET',
    path,
  }));
  const boundary = `batch_${randomToken(cryptoRandomBytes, 24)}`;
  const batchReply = await transport.send({
    method: 'POST',
    url: `${gmailOrigin}/batch/gmail/v1`,
    body: encodeBatchRequest(requests, boundary),
    contentType: `multipart/mixed; boundary=${boundary}`,
    delivery: 'idempotent',
    signal,
  });
  const parts = parseBatchResponse(batchReply.headers.get('content-type'), batchReply.text);
  const partsById = new Map(parts.map((part) => [part.id, part]));
  const abandon = new AbortController();
  const partSignal = anySignal([signal, abandon.signal]);

  let failedCount = 0;
  async function answerOf(request: BatchPartRequest, index: number): Promise<T | undefined> {
    // Google answers in request order, so a part without a usable Content-ID is matched by position.
    const part =
      partsById.get(request.id) ?? (parts.length === requests.length ? parts[index] : undefined);
    const single = {
      method: 'GET' as const,
      url: `${gmailOrigin}${request.path}`,
      delivery: 'idempotent' as const,
      signal: partSignal,
    };
    try {
      const reply = await transport.send(single, part && { ...part, token: batchReply.token });
      return JSON.parse(reply.text) as T;
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (error instanceof GoogleApiError) {
        if (error.status === 401) throw error;
        if (error.status === 404) return undefined;
      } else if (!(error instanceof NetworkError)) {
        throw error;
      }
      failedCount += 1;
      return undefined;
    }
  }

  try {
    const answers = await Promise.all(requests.map(answerOf));
    return { answers, failedCount };
  } catch (error) {
    abandon.abort();
    throw error;
  }
}
