// What the benches read in the page: the mailbox's rows, when its first rows showed, the script
// bytes a load fetched over the network, a click's Event Timing duration, a click to rows painted,
// a row's conversation opened and painted.
import type { CDPSession, Locator, Page } from 'playwright-core';

/** The mailbox's performance mark when its first rows are on screen (remotes/mailbox perf-marks). */
const ROWS_VISIBLE_MARK = 'mailbox:rows-visible';
export const MAILBOX_ROWS = '[data-remote-slot="mailbox"] [data-mail-row]';
const CONVERSATION_MESSAGE = '[data-remote-slot="conversation"] article[data-message-id]';
const LOAD_TIMEOUT_MS = 120_000;

/** Chromium's version as the page's user agent gives it (the reduced one: major version only). */
export function chromiumVersion(page: Page): Promise<string> {
  return page.evaluate(
    () => /Chrom(?:e|ium)\/([\d.]+)/.exec(navigator.userAgent)?.[1] ?? 'unknown',
  );
}

/** Milliseconds from the navigation's start to the mailbox's first rows on screen. */
export async function rowsVisibleAfterNavigation(page: Page): Promise<number> {
  const at = await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark, 'mark')[0]?.startTime,
    ROWS_VISIBLE_MARK,
    { polling: 50, timeout: LOAD_TIMEOUT_MS },
  );
  return (await at.jsonValue())!;
}

/** The conversation id of the mailbox's first row. */
export function firstRowId(page: Page): Promise<string | null> {
  return page.locator(MAILBOX_ROWS).first().getAttribute('data-thread-id');
}

/**
 * The conversations the mailbox's rows show, in order, as one string ('' while it shows none). Two
 * lists can begin with the same conversation (a thread with one important message is in Important
 * and in Others), so a list is told from another by all of its rows.
 */
export function shownRows(page: Page): Promise<string> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .map((row) => row.getAttribute('data-thread-id'))
        .join(' '),
    MAILBOX_ROWS,
  );
}

/** Waits until the mailbox's rows are the list `rows` (from `shownRows`). */
export function waitForRows(page: Page, rows: string): Promise<unknown> {
  return waitForRowsTo(page, rows, true);
}

/**
 * Waits until the mailbox shows another list than `rows` (a spinner while it loads is no row, so it
 * does not count).
 */
export function waitForRowsOtherThan(page: Page, rows: string): Promise<unknown> {
  return waitForRowsTo(page, rows, false);
}

function waitForRowsTo(page: Page, rows: string, same: boolean): Promise<unknown> {
  return page.waitForFunction(
    ({ selector, expected, equal }) => {
      // No named functions inside: the page has no `__name` helper that tsx would call for them.
      const shown = [...document.querySelectorAll(selector)]
        .map((row) => row.getAttribute('data-thread-id'))
        .join(' ');
      return shown !== '' && (shown === expected) === equal;
    },
    { selector: MAILBOX_ROWS, expected: rows, equal: same },
    { polling: 50, timeout: LOAD_TIMEOUT_MS },
  );
}

export interface DownloadedScripts {
  /** Response body bytes as they came over the network (compressed), headers left out. */
  bytes: number;
  urls: string[];
  /** Scripts the server answered 304 Not Modified: a round trip each, no body. */
  revalidated: string[];
}

/**
 * Counts the scripts the page fetches over the network from now until `stop` (answers from the
 * HTTP cache, the memory cache or a 304 revalidation count nothing). `devtools` must have the
 * Network domain enabled.
 */
export function countDownloadedScripts(devtools: CDPSession): {
  stop(): DownloadedScripts;
} {
  const pending = new Map<string, { url: string; headerBytes: number }>();
  const downloaded: DownloadedScripts = { bytes: 0, urls: [], revalidated: [] };
  const onResponse = ({
    requestId,
    type,
    response,
  }: {
    requestId: string;
    type?: string;
    response: {
      url: string;
      status: number;
      encodedDataLength: number;
      fromDiskCache?: boolean;
      fromPrefetchCache?: boolean;
      fromServiceWorker?: boolean;
    };
  }) => {
    const fromCache =
      response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker;
    if (type !== 'Script' || fromCache) return;
    if (response.status === 304) {
      downloaded.revalidated.push(response.url);
      return;
    }
    if (servedFromCache.has(requestId)) return;
    pending.set(requestId, { url: response.url, headerBytes: response.encodedDataLength });
  };
  // Said before the response of a memory-cache hit, which then looks like any other.
  const servedFromCache = new Set<string>();
  const onServedFromCache = ({ requestId }: { requestId: string }) =>
    servedFromCache.add(requestId);
  const onFinished = ({
    requestId,
    encodedDataLength,
  }: {
    requestId: string;
    encodedDataLength: number;
  }) => {
    const script = pending.get(requestId);
    if (!script) return;
    pending.delete(requestId);
    downloaded.bytes += Math.max(0, encodedDataLength - script.headerBytes);
    downloaded.urls.push(script.url);
  };
  devtools.on('Network.responseReceived', onResponse);
  devtools.on('Network.requestServedFromCache', onServedFromCache);
  devtools.on('Network.loadingFinished', onFinished);
  return {
    stop() {
      devtools.off('Network.responseReceived', onResponse);
      devtools.off('Network.requestServedFromCache', onServedFromCache);
      devtools.off('Network.loadingFinished', onFinished);
      return downloaded;
    },
  };
}

/**
 * Clicks `target` in the page itself (no input round trip from the bench) and gives the ms until
 * the frame after the mailbox's first row became `threadId` had painted.
 */
export function clickToFirstRowPainted(target: Locator, threadId: string): Promise<number> {
  // No named functions inside: the page has no `__name` helper that tsx would call for them.
  return target.evaluate(
    async (element, { selector, id }) => {
      const started = performance.now();
      (element as HTMLElement).click();
      // Checked at each frame; read after that frame's paint.
      while (document.querySelector(selector)?.getAttribute('data-thread-id') !== id) {
        await new Promise(requestAnimationFrame);
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      return performance.now() - started;
    },
    { selector: MAILBOX_ROWS, id: threadId },
  );
}

interface EventTimingWindow {
  benchEventDurations?: { startTime: number; duration: number }[];
}

/** Starts collecting Event Timing entries of pointer and click events (Chromium reports ≥ 16 ms). */
export async function recordEventTiming(page: Page): Promise<void> {
  await page.evaluate(() => {
    const durations: { startTime: number; duration: number }[] = [];
    (window as EventTimingWindow).benchEventDurations = durations;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (/^(pointer|mouse)(down|up)$|^click$/.test(entry.name)) {
          durations.push({ startTime: entry.startTime, duration: entry.duration });
        }
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/**
 * Clicks `target` with real input, waits for `settled`, and gives the longest Event Timing duration
 * of that click's events, or undefined when the browser reported none (all under 16 ms).
 */
export async function clickEventDuration(
  page: Page,
  target: Locator,
  settled: () => Promise<unknown>,
): Promise<number | undefined> {
  const before = await page.evaluate(() => performance.now());
  await target.click();
  await settled();
  // Entries are delivered after the frame that ends the interaction has painted.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
  const durations = await page.evaluate(
    (from) =>
      ((window as EventTimingWindow).benchEventDurations ?? [])
        .filter((entry) => entry.startTime >= from)
        .map((entry) => entry.duration),
    before,
  );
  return durations.length ? Math.max(...durations) : undefined;
}

interface OpenTimingWindow {
  benchEnterAt?: Promise<number>;
}

/**
 * Rests on the row after the focused one (j) until its conversation's prefetch has answered, as a
 * reader who looks before opening, then presses Enter: milliseconds from that keydown to the first
 * message painted. Leaves the conversation open.
 */
export async function restedRowToMessagePainted(page: Page, apiOrigin: string): Promise<number> {
  await page.keyboard.press('j');
  const threadId = await page.evaluate(() =>
    document.activeElement?.getAttribute('data-thread-id'),
  );
  if (!threadId) throw new Error('j focused no mailbox row');
  await page.waitForFunction(
    ({ origin, path }) =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.startsWith(origin) && entry.name.includes(path)),
    { origin: apiOrigin, path: `/threads/${threadId}?` },
    { polling: 10, timeout: LOAD_TIMEOUT_MS },
  );
  await page.evaluate(() => {
    (window as OpenTimingWindow).benchEnterAt = new Promise((resolve) =>
      addEventListener('keydown', (event) => resolve(event.timeStamp), {
        once: true,
        capture: true,
      }),
    );
  });
  await page.keyboard.press('Enter');
  return page.evaluate(async (message) => {
    const enteredAt = await (window as OpenTimingWindow).benchEnterAt!;
    // Checked at each frame; read after that frame's paint.
    while (!document.querySelector(message)) await new Promise(requestAnimationFrame);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return performance.now() - enteredAt;
  }, CONVERSATION_MESSAGE);
}
