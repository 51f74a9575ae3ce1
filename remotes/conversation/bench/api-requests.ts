// What the page asks of the Google stand-in: which Gmail call a request is, counts from the stand-in's
// own log, and the browser's view of the wire (CORS preflights included, which the stand-in neither
// logs nor slows down).
import type { BrowserContext, Page, Request } from 'playwright-core';
import type { RequestLogEntry } from '@mail/emulator';
import type { PageRequest } from './paint-probe';

export type Call = 'threads.get' | 'threads.modify' | 'other';

const THREAD = /\/gmail\/v1\/users\/[^/]+\/threads\/[^/]+$/;
const THREAD_MODIFY = /\/gmail\/v1\/users\/[^/]+\/threads\/[^/]+\/modify$/;

/** Which Gmail call a request is (threads.get is the conversation's one read). */
function callOfPath(method: string, pathAndQuery: string): Call {
  const pathname = pathAndQuery.split('?')[0]!;
  if (method === 'GET' && THREAD.test(pathname)) return 'threads.get';
  if (method === 'POST' && THREAD_MODIFY.test(pathname)) return 'threads.modify';
  return 'other';
}

/** Resource Timing has no method: a modify is the only POST the conversation makes to /threads/. */
export function callOfPageRequest(request: PageRequest): Call {
  const { pathname } = new URL(request.url);
  return callOfPath(pathname.endsWith('/modify') ? 'POST' : 'GET', pathname);
}

export interface CallCounts {
  'threads.get': number;
  'threads.modify': number;
  other: number;
  /** The threads each threads.get asked for. */
  threadsRead: string[];
  /** What the other calls were, e.g. "GET /messages/…/attachments/…". */
  otherNames: string[];
}

/** Counts the stand-in's log entries by call; a batch's parts count as other calls. */
export function countCalls(entries: readonly RequestLogEntry[]): CallCounts {
  const counts: CallCounts = {
    'threads.get': 0,
    'threads.modify': 0,
    other: 0,
    threadsRead: [],
    otherNames: [],
  };
  for (const entry of entries) {
    const call = entry.viaBatch ? 'other' : callOfPath(entry.method, entry.path);
    counts[call] += 1;
    if (call === 'threads.get') {
      counts.threadsRead.push(decodeURIComponent(entry.path.split('?')[0]!.split('/').at(-1)!));
    }
    if (call === 'other') {
      const shortPath = entry.path.replace(/^\/gmail\/v1\/users\/[^/]+/, '').split('?')[0];
      counts.otherNames.push(`${entry.viaBatch ? 'batch part ' : ''}${entry.method} ${shortPath}`);
    }
  }
  return counts;
}

/** A request as Chromium sent it; times in ms on the browser's monotonic clock. */
export interface WireRequest {
  method: string;
  url: string;
  preflight: boolean;
  /** When Chromium began it (for a fetch: when it was called, before any preflight). */
  atMs: number;
  /** When its answer had arrived; null while in flight. */
  doneMs: number | null;
}

export interface ApiTraffic {
  /** Resolves once no request to the stand-in has been in flight for `quietMs`. */
  quiet(quietMs: number, timeoutMs?: number): Promise<void>;
  /** Every request to the stand-in sent so far, preflights included (grows). */
  readonly sent: readonly WireRequest[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows the page's requests to the stand-in: in flight (Playwright's events) and as sent on the
 * wire (DevTools protocol, the only view that shows CORS preflights).
 */
export async function watchApiTraffic(
  context: BrowserContext,
  page: Page,
  apiOrigin: string,
): Promise<ApiTraffic> {
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (step: number) => (request: Request) => {
    if (!request.url().startsWith(apiOrigin)) return;
    inFlight += step;
    lastChange = performance.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));

  const sent: WireRequest[] = [];
  const byId = new Map<string, WireRequest>();
  const devtools = await context.newCDPSession(page);
  devtools.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.startsWith(apiOrigin)) return;
    const request: WireRequest = {
      method: event.request.method,
      url: event.request.url,
      preflight: event.initiator.type === 'preflight' || event.request.method === 'OPTIONS',
      atMs: event.timestamp * 1000,
      doneMs: null,
    };
    sent.push(request);
    byId.set(event.requestId, request);
  });
  const done = (event: { requestId: string; timestamp: number }) => {
    const request = byId.get(event.requestId);
    if (!request) return;
    request.doneMs = event.timestamp * 1000;
    byId.delete(event.requestId);
  };
  devtools.on('Network.loadingFinished', done);
  devtools.on('Network.loadingFailed', done);
  await devtools.send('Network.enable');

  return {
    sent,
    async quiet(quietMs, timeoutMs = 20_000) {
      const started = performance.now();
      while (inFlight > 0 || performance.now() - lastChange < quietMs) {
        if (performance.now() - started > timeoutMs) {
          throw new Error(`Requests to the stand-in still in flight after ${timeoutMs} ms`);
        }
        await sleep(10);
      }
    },
  };
}
