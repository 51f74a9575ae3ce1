// One conversation open, the way the reader makes it, measured: rest on a row with j then Enter, or an
// in-app navigation; then back to the mailbox with ~.
import type { Page } from 'playwright-core';
import type { RunningEmulator } from '@mail/emulator';
import { MAILBOX_ROWS } from '../../../scripts/bench/page-timings';
import {
  callOfPageRequest,
  countCalls,
  type ApiTraffic,
  type CallCounts,
  type WireRequest,
} from './api-requests';
import {
  armPaintProbe,
  navigateInApp,
  readPaintProbe,
  waitForProbe,
  type PageRequest,
  type ProbeReading,
} from './paint-probe';

export interface OpenSettings {
  /** The stand-in's added latency: effects after the paint are given this long to go out and back. */
  latencyMs: number;
  /** Least time on a row before Enter; the bench also waits for the prefetch's answer. */
  restOnRowMs: number;
  /** A frame whose height has not changed for this long has its final height. */
  heightSettledMs: number;
  /** Nothing in flight to the stand-in for this long: the open, or the way back, is over. */
  quietMs: number;
  /** Rows the mailbox shows once it is back. */
  rowsShown: number;
}

export interface Bench {
  page: Page;
  emulator: RunningEmulator;
  /** The stand-in's origin as the page calls it (from runtime-config.json). */
  apiOrigin: string;
  traffic: ApiTraffic;
  /** The browser session's console errors so far (grows). */
  consoleErrors: readonly string[];
  settings: OpenSettings;
}

export interface ThreadLink {
  threadId: string;
  messageId: string;
}

export interface OpenResult {
  threadId: string;
  reading: ProbeReading;
  /** ms from the Enter keydown or the navigation. */
  firstArticleMs: number;
  frameTextMs: number;
  finalHeightMs: number;
  /** The stand-in's log while resting on the row (prefetched opens only), and from the open on. */
  beforeOpen: CallCounts;
  afterOpen: CallCounts;
  /** The page's requests to the stand-in sent after the open started and answered before the paint. */
  answeredBeforePaint: PageRequest[];
  /** … sent before the paint (the paint may not have waited for them). */
  sentBeforePaint: PageRequest[];
  /** ms from the row taking focus to its prefetch's answer; null when none was seen. */
  prefetchAnsweredMs: number | null;
  /** What Chromium sent while resting on the row, and from the open on (CORS preflights included). */
  wireWhileResting: WireRequest[];
  wireFromOpen: WireRequest[];
  /** The CORS preflight the opened thread's threads.get waited for (not logged by the stand-in). */
  threadGetPreflight: WireRequest | null;
  /** Console errors the page logged during this open. */
  consoleErrors: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function since(reading: ProbeReading, time: number | null, what: string): number {
  if (reading.start === null || time === null) throw new Error(`No ${what} recorded`);
  return time - reading.start;
}

interface OpenMarks {
  threadId: string;
  /** Lengths of the stand-in's log, the wire list and the console errors when recording began… */
  armed: { wire: number; errors: number };
  /** … and when the open itself started (after the rest on the row). */
  opened: { log: number; wire: number };
}

/** Reads the probe and the logs once the open has painted and its requests are over. */
async function finishOpen(
  bench: Bench,
  marks: OpenMarks,
  waitFor: 'article-and-text' | 'height-settled',
): Promise<OpenResult> {
  const { page, emulator, traffic, settings } = bench;
  await waitForProbe(page, waitFor, settings.heightSettledMs, 30_000);
  // Effects after the paint (threads.modify) leave a little later: let them go and come back.
  await sleep(settings.latencyMs + 100);
  await traffic.quiet(settings.quietMs);
  const reading = await readPaintProbe(page);
  const log = emulator.requestLog();
  const start = reading.start!;
  const paint = reading.firstArticle!;
  const threadUrl = `/threads/${marks.threadId}?`;
  const fromOpen = reading.requests.filter((request) => request.startTime >= start);
  const prefetch = reading.requests.find(
    (request) =>
      request.startTime < start &&
      callOfPageRequest(request) === 'threads.get' &&
      request.url.includes(threadUrl),
  );
  const wire = traffic.sent.slice(marks.armed.wire);
  const wireOpenIndex = marks.opened.wire - marks.armed.wire;
  const threadGet = wire.find(
    (request) => !request.preflight && request.method === 'GET' && request.url.includes(threadUrl),
  );
  return {
    threadId: marks.threadId,
    reading,
    firstArticleMs: since(reading, reading.firstArticle, 'first article'),
    frameTextMs: since(reading, reading.frameWithText, 'frame with text'),
    finalHeightMs: since(reading, reading.lastHeightChange, 'frame height'),
    beforeOpen: countCalls(log.slice(0, marks.opened.log)),
    afterOpen: countCalls(log.slice(marks.opened.log)),
    answeredBeforePaint: fromOpen.filter((request) => request.responseEnd <= paint),
    sentBeforePaint: fromOpen.filter((request) => request.startTime < paint),
    prefetchAnsweredMs:
      prefetch && reading.rowFocusedAt !== null
        ? prefetch.responseEnd - reading.rowFocusedAt
        : null,
    wireWhileResting: wire.slice(0, wireOpenIndex),
    wireFromOpen: wire.slice(wireOpenIndex),
    threadGetPreflight: threadGet
      ? (wire.find((request) => request.preflight && request.url === threadGet.url) ?? null)
      : null,
    consoleErrors: bench.consoleErrors.slice(marks.armed.errors),
  };
}

/** ~ in the conversation, then the mailbox's rows and nothing in flight. */
export async function backToMailbox(bench: Bench): Promise<void> {
  await bench.page.keyboard.press('~');
  await bench.page.waitForURL((url) => url.pathname === '/');
  await bench.page
    .locator(MAILBOX_ROWS)
    .nth(bench.settings.rowsShown - 1)
    .waitFor();
  await bench.traffic.quiet(bench.settings.quietMs);
}

/** Moves the row focus to row `index` with j / k, as the reader does; answers its thread id. */
async function focusRow(page: Page, index: number): Promise<string> {
  const focusedRow = () =>
    page.evaluate((selector) => {
      const rows = [...document.querySelectorAll(selector)];
      const active = document.activeElement;
      const position = active ? rows.indexOf(active) : -1;
      return { position, threadId: rows[position]?.getAttribute('data-thread-id') ?? '' };
    }, MAILBOX_ROWS);
  const { position } = await focusedRow();
  const steps = position === -1 ? index + 1 : index - position;
  for (let step = 0; step < Math.abs(steps); step += 1) {
    await page.keyboard.press(steps > 0 ? 'j' : 'k');
  }
  const focused = await focusedRow();
  if (focused.position !== index) {
    throw new Error(`j / k focused row ${focused.position}, not row ${index}`);
  }
  return focused.threadId;
}

function arm(bench: Bench) {
  bench.emulator.clearRequestLog();
  return { wire: bench.traffic.sent.length, errors: bench.consoleErrors.length };
}

/**
 * Rests on row `index` (j / k) until its prefetch has answered, and at least `restOnRowMs`, then
 * presses Enter; the open is timed from the Enter keydown.
 */
export async function openPrefetched(bench: Bench, index: number): Promise<OpenResult> {
  const { page, emulator, traffic, settings } = bench;
  await armPaintProbe(page, true);
  const armed = arm(bench);
  const threadId = await focusRow(page, index);
  const restStarted = performance.now();
  await page
    .waitForFunction(
      ({ origin, url }) =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.startsWith(origin) && entry.name.includes(url)),
      { origin: bench.apiOrigin, url: `/threads/${threadId}?` },
      { polling: 10, timeout: 5_000 },
    )
    // No prefetch answer: the open is measured all the same, and shows as one without a prefetch.
    .catch(() => undefined);
  // The answer's JSON is read after its last byte arrives.
  await sleep(20);
  await sleep(Math.max(0, settings.restOnRowMs - (performance.now() - restStarted)));
  const opened = { log: emulator.requestLog().length, wire: traffic.sent.length };
  await page.keyboard.press('Enter');
  return finishOpen(bench, { threadId, armed, opened }, 'article-and-text');
}

/** Opens a thread with an in-app navigation (pushState + popstate), timed from the navigation. */
export async function openByNavigation(
  bench: Bench,
  { threadId, messageId }: ThreadLink,
  waitFor: 'article-and-text' | 'height-settled',
): Promise<OpenResult> {
  await armPaintProbe(bench.page, false);
  const armed = arm(bench);
  const opened = { log: 0, wire: bench.traffic.sent.length };
  await navigateInApp(bench.page, `/email/${threadId}/${messageId}`);
  return finishOpen(bench, { threadId, armed, opened }, waitFor);
}
