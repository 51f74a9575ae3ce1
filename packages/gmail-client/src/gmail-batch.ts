import { cryptoRandomBytes, randomToken } from './mime-builder/random';
import { anySignal } from './abort-utils';
import { encodeBatchRequest, parseBatchResponse, type BatchPartRequest } from './batch-codec';
import { GoogleApiError } from './errors';
import type { HttpTransport } from './http-transport';

/**
 * GETs many Gmail paths in ONE batch request and returns their JSON answers in order. A part that
 * failed in a retryable way (429, 403 rate limit, 5xx) is retried on its own with the usual backoff; a
 * part that is missing from the answer is fetched on its own; a 404 part (deleted meanwhile) yields
 * undefined; any other failure rejects the whole call and abandons the remaining retries.
 */
export async function batchGetJson<T>(
  transport: HttpTransport,
  gmailOrigin: string,
  paths: readonly string[],
  signal?: AbortSignal,
): Promise<(T | undefined)[]> {
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
      if (error instanceof GoogleApiError && error.status === 404) return undefined;
      throw error;
    }
  }

  try {
    return await Promise.all(requests.map(answerOf));
  } catch (error) {
    abandon.abort();
    throw error;
  }
}
