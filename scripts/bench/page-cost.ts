// What one page of mailbox rows costs a Node client on the local Google stand-in: the real
// gmail-client (what the mailbox remote calls) or the spec's naive call pattern (one messages.list,
// 25 messages.get format=full, one labels.get): requests, round trips, bytes and time.
// Used by `pnpm bench` (the naive figures beside the product's).
import type { RequestLogEntry, RunningEmulator } from '@mail/emulator';
import { createGoogleClient, MAILBOX_PAGE_SIZE, type ThreadListQuery } from '@mail/gmail-client';

/** Chromium opens at most 6 HTTP/1.1 connections per host; the naive pattern runs into it. */
export const BROWSER_CONNECTIONS_PER_HOST = 6;

interface TimedRequest {
  start: number;
  end: number;
  /** URL and body bytes sent (headers left out). */
  upBytes: number;
}

export interface Measurement {
  ms: number;
  httpRequests: number;
  apiCalls: number;
  roundTrips: number;
  downBytes: number;
  upBytes: number;
  rows: number;
}

/** A counting semaphore: at most `limit` fetches at once, like a browser's per-host connection cap. */
function connectionSlots(limit: number) {
  let free = limit;
  const waiting: (() => void)[] = [];
  return {
    async take(): Promise<void> {
      if (free > 0) {
        free -= 1;
        return;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    give(): void {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    },
  };
}

function bodyBytes(body: BodyInit | null | undefined): number {
  if (body === undefined || body === null) return 0;
  if (typeof body === 'string') return Buffer.byteLength(body);
  if (body instanceof Uint8Array || body instanceof ArrayBuffer) return body.byteLength;
  return 0;
}

/** fetch that records when each request started and when its whole answer had arrived. */
function timedFetch(records: TimedRequest[], maxConnections: number): typeof fetch {
  const slots = connectionSlots(maxConnections);
  return async (input, init) => {
    await slots.take();
    const start = performance.now();
    try {
      const response = await fetch(input, init);
      const body = await response.arrayBuffer();
      const url = input instanceof Request ? input.url : String(input);
      records.push({
        start,
        end: performance.now(),
        upBytes: Buffer.byteLength(url) + bodyBytes(init?.body),
      });
      // fetch has already decoded the body: hand it on without the encoding headers.
      const headers = new Headers(response.headers);
      headers.delete('content-encoding');
      headers.delete('content-length');
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    } finally {
      slots.give();
    }
  };
}

/**
 * Sequential round trips: the longest chain of requests in which each one started only after the
 * previous one had answered (requests that overlap count once).
 */
function sequentialRoundTrips(records: readonly TimedRequest[]): number {
  const sorted = [...records].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  sorted.forEach((request, index) => {
    const before = sorted
      .slice(0, index)
      .map((earlier, earlierIndex) => (earlier.end <= request.start ? depth[earlierIndex]! : 0));
    depth.push(1 + Math.max(0, ...before));
  });
  return Math.max(0, ...depth);
}

export async function measure(
  emulator: RunningEmulator,
  maxConnections: number,
  load: (fetchImpl: typeof fetch) => Promise<number>,
): Promise<Measurement> {
  const records: TimedRequest[] = [];
  emulator.clearRequestLog();
  const started = performance.now();
  const rows = await load(timedFetch(records, maxConnections));
  const ms = performance.now() - started;
  const log: RequestLogEntry[] = emulator.requestLog();
  const onTheWire = log.filter((entry) => !entry.viaBatch);
  return {
    ms,
    httpRequests: onTheWire.length,
    apiCalls:
      onTheWire.filter((entry) => !entry.path.startsWith('/batch/')).length +
      log.filter((entry) => entry.viaBatch).length,
    roundTrips: sequentialRoundTrips(records),
    downBytes: onTheWire.reduce((sum, entry) => sum + entry.bytes, 0),
    upBytes: records.reduce((sum, request) => sum + request.upBytes, 0),
    rows,
  };
}

/** The run of median time, after one warm-up run (connections, JIT). */
export async function medianOf(
  runs: number,
  once: () => Promise<Measurement>,
): Promise<Measurement> {
  await once();
  const results: Measurement[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await once());
  results.sort((a, b) => a.ms - b.ms);
  return results[Math.floor(results.length / 2)]!;
}

/** The real client, as the mailbox remote uses it for a view's `query` (its mailboxQuery). */
export function clientPage(emulator: RunningEmulator, token: string, query: ThreadListQuery) {
  return async (fetchImpl: typeof fetch) => {
    const origin = emulator.origin;
    const client = createGoogleClient({
      origins: { gmail: origin, calendar: origin, userinfo: origin, oauth: origin },
      getAccessToken: () => token,
      onUnauthorized: () => {
        throw new Error('The stand-in refused the token');
      },
      fetch: fetchImpl,
    });
    const page = await client.listMailboxPage(query);
    return page.items.length;
  };
}

/** The first spec's naive calls: list ids, then every message in full and the label, all in parallel. */
export function naivePage(emulator: RunningEmulator, token: string, labelId: string) {
  return async (fetchImpl: typeof fetch) => {
    const root = `${emulator.origin}/gmail/v1/users/me`;
    const get = async <T>(path: string): Promise<T> => {
      const response = await fetchImpl(`${root}${path}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return (await response.json()) as T;
    };
    const list = await get<gapi.client.gmail.ListMessagesResponse>(
      `/messages?maxResults=${MAILBOX_PAGE_SIZE}&labelIds=${labelId}`,
    );
    const [messages] = await Promise.all([
      Promise.all(
        (list.messages ?? []).map(({ id }) =>
          get<gapi.client.gmail.Message>(`/messages/${id}?format=full`),
        ),
      ),
      get<gapi.client.gmail.Label>(`/labels/${labelId}`),
    ]);
    return messages.length;
  };
}
