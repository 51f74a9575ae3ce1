// An in-page recorder for one `c` → New Message open: the `c` keydown, the popup dialog in the DOM and
// in its first animation frame, the To field focused, and a character typed into To showing up in its
// value (and in the next frame). The page tells the bench at once (a binding) when `c` goes down and
// when To takes focus, so the bench can release held requests and type without polling.
import type { BrowserContext, Page } from 'playwright-core';
import { NAME_HELPER } from '../../../e2e/support/page-functions';

export const DIALOG = '[role="dialog"][aria-label="New Message"]';
const SLOT = '[data-remote-slot="compose"]';

/** Times in ms on the page's clock (performance.now()); null when not seen. */
export interface OpenReading {
  /** The `c` keydown's own time stamp (when the browser took the key, before any handler). */
  keydown: number | null;
  /** When the page's first keydown listener ran (the gap to `keydown` is input delay). */
  keydownHandled: number | null;
  /** The compose slot rendered its loading state first (the remote was not loaded yet). */
  slotLoading: boolean;
  dialogInDom: number | null;
  /** First animation frame with the dialog in the DOM. */
  dialogFrame: number | null;
  toFocused: number | null;
  /** The typed character's keydown time stamp. */
  typedKeydown: number | null;
  /** The To field's input event whose value holds the typed character. */
  typedInValue: number | null;
  /** The animation frame after that. */
  typedFrame: number | null;
}

interface ProbeState extends OpenReading {
  armed: boolean;
  typedKey: string;
}

interface ProbeWindow {
  composeSpeedOpen?: { state: ProbeState };
  composeSpeedSignal?: (name: SignalName) => Promise<void>;
}

export type SignalName = 'c-down' | 'to-focused';

const blankState = (typedKey: string, armed: boolean): ProbeState => ({
  armed,
  typedKey,
  keydown: null,
  keydownHandled: null,
  slotLoading: false,
  dialogInDom: null,
  dialogFrame: null,
  toFocused: null,
  typedKeydown: null,
  typedInValue: null,
  typedFrame: null,
});

/** In the page (an init script): the listeners, on every page of the context, from its start. */
function installInPage({
  dialog,
  slot,
  initial,
}: {
  dialog: string;
  slot: string;
  initial: ProbeState;
}) {
  const probeWindow = window as unknown as ProbeWindow;
  if (probeWindow.composeSpeedOpen) return;
  performance.setResourceTimingBufferSize(100_000);
  const probe = { state: initial };
  probeWindow.composeSpeedOpen = probe;
  const signal = (name: SignalName) => void probeWindow.composeSpeedSignal?.(name);
  const isTo = (target: EventTarget | null): target is HTMLInputElement =>
    target instanceof HTMLInputElement &&
    target.getAttribute('role') === 'combobox' &&
    target.closest(dialog) !== null &&
    [...(target.labels ?? [])].some((label) => label.textContent?.trim() === 'To');

  // Capture phase on window: the first listener to see the key, before the mailbox's shortcuts.
  window.addEventListener(
    'keydown',
    (event) => {
      const { state } = probe;
      if (!state.armed) return;
      if (event.key === 'c' && state.keydown === null) {
        state.keydown = event.timeStamp;
        state.keydownHandled = performance.now();
        signal('c-down');
      } else if (
        event.key === state.typedKey &&
        state.toFocused !== null &&
        state.typedKeydown === null
      ) {
        state.typedKeydown = event.timeStamp;
      }
    },
    true,
  );
  document.addEventListener(
    'focusin',
    (event) => {
      const { state } = probe;
      if (!state.armed || state.keydown === null || state.toFocused !== null) return;
      if (!isTo(event.target)) return;
      state.toFocused = performance.now();
      signal('to-focused');
    },
    true,
  );
  document.addEventListener(
    'input',
    (event) => {
      const { state } = probe;
      if (!state.armed || state.typedKeydown === null || state.typedInValue !== null) return;
      if (!isTo(event.target) || !event.target.value.includes(state.typedKey)) return;
      state.typedInValue = performance.now();
      requestAnimationFrame(() => {
        probe.state.typedFrame ??= performance.now();
      });
    },
    true,
  );
  // DOM changes as React commits them (a mutation observer runs right after the change).
  new MutationObserver(() => {
    const { state } = probe;
    if (!state.armed || state.keydown === null || state.dialogInDom !== null) return;
    if (document.querySelector(slot)?.getAttribute('data-remote-state') === 'loading') {
      state.slotLoading = true;
    }
    if (!document.querySelector(dialog)) return;
    state.dialogInDom = performance.now();
    requestAnimationFrame(() => {
      probe.state.dialogFrame ??= performance.now();
    });
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-remote-state'],
  });
}

/** What the page says, as it says it. */
export interface Signals {
  /** Resolves at the page's next `name` (ask before the action that causes it). */
  next(page: Page, name: SignalName, timeoutMs?: number): Promise<void>;
}

/** Installs the recorder and its binding in every page of the context (call before the pages load). */
export async function installOpenProbe(context: BrowserContext): Promise<Signals> {
  const waiting = new Set<{ page: Page; name: SignalName; resolve(): void }>();
  await context.exposeBinding('composeSpeedSignal', ({ page }, name: SignalName) => {
    for (const waiter of waiting) {
      if (waiter.page !== page || waiter.name !== name) continue;
      waiting.delete(waiter);
      waiter.resolve();
    }
  });
  await context.addInitScript({ content: NAME_HELPER });
  await context.addInitScript(installInPage, {
    dialog: DIALOG,
    slot: SLOT,
    initial: blankState('', false),
  });
  return {
    next(page, name, timeoutMs = 15_000) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(waiter);
          reject(new Error(`The page did not signal ${name} within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = {
          page,
          name,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        waiting.add(waiter);
      });
    },
  };
}

/** Forgets the last open and records the next one; `typedKey` is what will be typed into To. */
export async function armOpenProbe(page: Page, typedKey: string): Promise<void> {
  await page.evaluate(
    (state) => {
      (window as unknown as ProbeWindow).composeSpeedOpen!.state = state;
    },
    blankState(typedKey, true),
  );
}

export function readOpenProbe(page: Page): Promise<OpenReading> {
  return page.evaluate(() => (window as unknown as ProbeWindow).composeSpeedOpen!.state);
}

/** Waits until the typed character's frame has been seen (polled in the page, every 10 ms). */
export async function waitForTypedFrame(page: Page, timeoutMs = 15_000): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as ProbeWindow).composeSpeedOpen!.state.typedFrame !== null,
    undefined,
    { polling: 10, timeout: timeoutMs },
  );
}
