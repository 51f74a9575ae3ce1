// An in-page recorder for one conversation open: when it started (the Enter keydown, or an in-app
// navigation), the first animation frame in which a message article is in the DOM, the first frame in
// which a mail frame's body has text, how the frames' heights changed, and the page's own Resource
// Timing entries for the Google stand-in (same clock, so requests line up with the paints).
import type { Page } from 'playwright-core';
import { NAME_HELPER } from '../../../e2e/support/page-functions';

const SLOT = '[data-remote-slot="conversation"]';
const ARTICLE = 'article[data-message-id]';
const FRAME = 'iframe.cv-frame';

/** A request of the page to the stand-in, in the page's clock (performance.now()). */
export interface PageRequest {
  url: string;
  startTime: number;
  responseEnd: number;
}

export interface ProbeReading {
  /** performance.now() at the Enter keydown or the navigation; null before it. */
  start: number | null;
  /** The last time a mailbox row took focus (j / k). */
  rowFocusedAt: number | null;
  /** When the DOM first held the conversation slot, the slot's remote ready, a message article. */
  slotInDom: number | null;
  slotReady: number | null;
  articleInDom: number | null;
  /** First animation frame with a message article in the conversation slot. */
  firstArticle: number | null;
  /** First animation frame with a mail frame whose body has text. */
  frameWithText: number | null;
  /** Last animation frame in which a mail frame appeared or changed height. */
  lastHeightChange: number | null;
  /** Heights of the conversation's mail frames (px, comma-separated) at the last frame. */
  frameHeights: string;
  heightChanges: number;
  articles: number;
  requests: PageRequest[];
  now: number;
}

interface ProbeState {
  start: number | null;
  rowFocusedAt: number | null;
  slotInDom: number | null;
  slotReady: number | null;
  articleInDom: number | null;
  firstArticle: number | null;
  frameWithText: number | null;
  lastHeightChange: number | null;
  frameHeights: string;
  heightChanges: number;
  articles: number;
  startOnEnter: boolean;
}

interface ProbeWindow {
  openConversationProbe?: {
    state: ProbeState;
    apiOrigin: string;
  };
}

/** Installs the recorder in the page (once; the bench never reloads it). */
export async function installPaintProbe(page: Page, apiOrigin: string): Promise<void> {
  await page.addInitScript({ content: NAME_HELPER });
  await page.evaluate(NAME_HELPER);
  await page.evaluate(
    ({ origin, slot, article, frame }) => {
      const probeWindow = window as unknown as ProbeWindow;
      if (probeWindow.openConversationProbe) return;
      performance.setResourceTimingBufferSize(100_000);
      const state: ProbeState = {
        start: null,
        rowFocusedAt: null,
        slotInDom: null,
        slotReady: null,
        articleInDom: null,
        firstArticle: null,
        frameWithText: null,
        lastHeightChange: null,
        frameHeights: '',
        heightChanges: 0,
        articles: 0,
        startOnEnter: false,
      };
      probeWindow.openConversationProbe = { state, apiOrigin: origin };
      // Capture phase on window: the first listener to see the key, before the row's own handling.
      window.addEventListener(
        'keydown',
        (event) => {
          const current = probeWindow.openConversationProbe!.state;
          if (event.key === 'Enter' && current.startOnEnter && current.start === null) {
            current.start = performance.now();
          }
        },
        true,
      );
      document.addEventListener(
        'focusin',
        (event) => {
          if (event.target instanceof Element && event.target.matches('[data-mail-row]')) {
            probeWindow.openConversationProbe!.state.rowFocusedAt = performance.now();
          }
        },
        true,
      );
      // DOM changes, as React commits them (a mutation observer runs right after the change).
      new MutationObserver(() => {
        const current = probeWindow.openConversationProbe!.state;
        if (current.start === null || current.articleInDom !== null) return;
        const now = performance.now();
        const root = document.querySelector(slot);
        if (!root) return;
        current.slotInDom ??= now;
        if (root.getAttribute('data-remote-state') === 'ready') current.slotReady ??= now;
        if (root.querySelector(article)) current.articleInDom = now;
      }).observe(document.body, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['data-remote-state'],
      });
      // Every animation frame: what is in the DOM now is what this frame paints.
      const onFrame = () => {
        const now = performance.now();
        const current = probeWindow.openConversationProbe!.state;
        const root = document.querySelector(slot);
        if (current.start !== null && root) {
          current.articles = root.querySelectorAll(article).length;
          if (current.articles > 0 && current.firstArticle === null) current.firstArticle = now;
          const frames = [...root.querySelectorAll<HTMLIFrameElement>(frame)];
          if (
            current.frameWithText === null &&
            frames.some((element) => (element.contentDocument?.body?.innerText ?? '').trim())
          ) {
            current.frameWithText = now;
          }
          const heights = frames
            .map((element) => Math.round(element.getBoundingClientRect().height))
            .join(',');
          if (heights !== current.frameHeights) {
            current.frameHeights = heights;
            current.lastHeightChange = now;
            current.heightChanges += 1;
          }
        }
        requestAnimationFrame(onFrame);
      };
      requestAnimationFrame(onFrame);
    },
    { origin: apiOrigin, slot: SLOT, article: ARTICLE, frame: FRAME },
  );
}

/**
 * Starts recording a new open: forgets the last one and the page's Resource Timing entries. With
 * `startOnEnter` the open starts at the next Enter keydown; otherwise call `navigateInApp`.
 */
export async function armPaintProbe(page: Page, startOnEnter: boolean): Promise<void> {
  await page.evaluate((onEnter) => {
    const probe = (window as unknown as ProbeWindow).openConversationProbe!;
    performance.clearResourceTimings();
    probe.state = {
      start: null,
      rowFocusedAt: null,
      slotInDom: null,
      slotReady: null,
      articleInDom: null,
      firstArticle: null,
      frameWithText: null,
      lastHeightChange: null,
      frameHeights: '',
      heightChanges: 0,
      articles: 0,
      startOnEnter: onEnter,
    };
  }, startOnEnter);
}

/** An in-app navigation as a link elsewhere in the page would make it: pushState + popstate. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const probe = (window as unknown as ProbeWindow).openConversationProbe!;
    probe.state.start = performance.now();
    history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

export function readPaintProbe(page: Page): Promise<ProbeReading> {
  return page.evaluate(() => {
    const probe = (window as unknown as ProbeWindow).openConversationProbe!;
    const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.startsWith(probe.apiOrigin))
      .map((entry) => ({
        url: entry.name,
        startTime: entry.startTime,
        responseEnd: entry.responseEnd,
      }));
    const { state } = probe;
    return {
      start: state.start,
      rowFocusedAt: state.rowFocusedAt,
      slotInDom: state.slotInDom,
      slotReady: state.slotReady,
      articleInDom: state.articleInDom,
      firstArticle: state.firstArticle,
      frameWithText: state.frameWithText,
      lastHeightChange: state.lastHeightChange,
      frameHeights: state.frameHeights,
      heightChanges: state.heightChanges,
      articles: state.articles,
      requests,
      now: performance.now(),
    };
  });
}

/** Waits until the recorder holds what `ready` asks for (polled in the page, every 20 ms). */
export async function waitForProbe(
  page: Page,
  ready: 'article-and-text' | 'height-settled',
  settledForMs = 0,
  timeoutMs = 15_000,
): Promise<void> {
  await page.waitForFunction(
    ({ condition, settled }) => {
      const { state } = (window as unknown as ProbeWindow).openConversationProbe!;
      if (state.firstArticle === null || state.frameWithText === null) return false;
      if (condition === 'article-and-text') return true;
      return (
        state.lastHeightChange !== null && performance.now() - state.lastHeightChange >= settled
      );
    },
    { condition: ready, settled: settledForMs },
    { polling: 20, timeout: timeoutMs },
  );
}
