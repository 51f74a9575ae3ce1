import { cryptoRandomBytes, randomToken } from './random';
import { anySignal } from './abort-utils';
import { encodeBatchRequest, parseBatchResponse, type BatchPartRequest } from './batch-codec';
import { GoogleApiError, NetworkError } from './errors';
import type { HttpTransport } from './http-transport';

/** One part's outcome: its JSON, or the error it ended in after its retries. */
export type BatchPartOutcome<T> = { value: T } | { error: GoogleApiError | NetworkError };

/**
 * GETs many Gmail paths in ONE batch request (whose URL never changes, so the browser's preflight of
 * it is reused). A part that failed in a retryable way (429, 403 rate limit, 5xx) is retried on its own
 * with the usual backoff; a part that is missing from the answer is fetched on its own; a part that
 * still fails answers its error, so the others are kept. Only an abort or a 401 (the session is over)
 * rejects the whole call, abandoning the remaining retries.
 */
export async function batchGet<T>(
  transport: HttpTransport,
  gmailOrigin: string,
  paths: readonly string[],
  signal?: AbortSignal,
): Promise<BatchPartOutcome<T>[]> {
  if (paths.length === 0) return [];
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

  async function outcomeOf(request: BatchPartRequest, index: number): Promise<BatchPartOutcome<T>> {
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
      return { value: JSON.parse(reply.text) as T };
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
}
