// Typing into a long draft: the body filled with ~50 KB of paragraphs (pasted, as a user would), then
// what the page's own performance timeline says while keys are typed at its end: Event Timing
// entries, long tasks, long animation frames (with the scripts that made them long), and, for each
// keystroke, the keydown to the next animation frame after its input event.
import type { Page } from 'playwright-core';
import { DIALOG } from './open-probe';

const BODY = `${DIALOG} [role="textbox"][aria-label="Message body"]`;

export const KEY_EVENTS = ['keydown', 'keypress', 'input', 'keyup'] as const;
export type KeyEventName = (typeof KEY_EVENTS)[number];

const WORDS = (
  'thanks for the update about the project plan we agreed on last week team budget review ' +
  'schedule meeting notes customer feedback release design proposal quarter numbers summary ' +
  'next steps timeline draft contract invoice deadline question answer follow up details'
).split(' ');

/** ~`targetBytes` of plain paragraphs as HTML (ASCII, so bytes = characters), the same every run. */
export function draftParagraphs(targetBytes: number): { html: string; text: string } {
  let seed = 11;
  const word = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return WORDS[seed % WORDS.length]!;
  };
  const paragraphs: string[] = [];
  let size = 0;
  while (size < targetBytes) {
    const sentences = Array.from({ length: 5 }, () => {
      const text = Array.from({ length: 12 }, word).join(' ');
      return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
    });
    const paragraph = sentences.join(' ');
    paragraphs.push(paragraph);
    size += paragraph.length + 1;
  }
  return {
    html: paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join(''),
    text: paragraphs.join('\n'),
  };
}

/** The piece of tiptap's Editor the bench uses; ProseMirror's element carries it (`dom.editor`). */
interface EditorElement extends HTMLElement {
  editor?: {
    getText(): string;
    state: { selection: { empty: boolean; to: number }; doc: { content: { size: number } } };
    commands: {
      focus(position: 'end'): boolean;
      setContent(content: string): boolean;
    };
  };
}

export interface FillResult {
  method: 'paste' | 'setContent';
  /** Characters of text in the body afterwards, and paragraphs. */
  textLength: number;
  paragraphs: number;
  /** The paste event's dispatch (ProseMirror parses and inserts in it), and to the next frame. */
  dispatchMs: number;
  frameMs: number;
  /** The caret is at the end of the body and the body has focus. */
  caretAtEnd: boolean;
}

/**
 * Pastes `html` into the empty body (a ClipboardEvent with text/html and text/plain, which
 * ProseMirror handles like a real paste); should the paste not take, sets it through tiptap's own
 * API. Then puts the caret at the end.
 */
export function fillBody(page: Page, draft: { html: string; text: string }): Promise<FillResult> {
  return page.evaluate(
    async ({ selector, html, text }) => {
      const element = document.querySelector<EditorElement>(selector);
      const editor = element?.editor;
      if (!element || !editor) throw new Error(`No tiptap editor at ${selector}`);
      editor.commands.focus('end');
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', text);
      const event = new ClipboardEvent('paste', {
        clipboardData: data,
        bubbles: true,
        cancelable: true,
      });
      const started = performance.now();
      element.dispatchEvent(event);
      const dispatched = performance.now();
      await new Promise(requestAnimationFrame);
      const frame = performance.now();
      let method: 'paste' | 'setContent' = 'paste';
      if (editor.getText().length < text.length / 2) {
        method = 'setContent';
        editor.commands.setContent(html);
      }
      editor.commands.focus('end');
      // The end of the last paragraph: one before the end of the document.
      const { selection, doc } = editor.state;
      const caretAtEnd =
        document.activeElement === element &&
        selection.empty &&
        selection.to === doc.content.size - 1;
      return {
        method,
        textLength: editor.getText().length,
        paragraphs: element.querySelectorAll('p').length,
        dispatchMs: dispatched - started,
        frameMs: frame - started,
        caretAtEnd,
      };
    },
    { selector: BODY, html: draft.html, text: draft.text },
  );
}

/** A Long Animation Frame's script, as Chromium attributes it. */
export interface FrameScript {
  invoker: string;
  sourceURL: string;
  sourceFunctionName: string;
  duration: number;
  forcedStyleAndLayoutDuration: number;
}

export interface LongFrame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  styleAndLayoutStart: number;
  renderStart: number;
  scripts: FrameScript[];
}

export interface TimelineEntry {
  name: string;
  startTime: number;
  duration: number;
}

export interface TimelineReading {
  /** performance.now() when the recording began and ended. */
  from: number;
  to: number;
  /** Event Timing entries (only those of >= 16 ms exist) for KEY_EVENTS, during the recording. */
  events: (TimelineEntry & { processingStart: number; processingEnd: number })[];
  /** How many of each KEY_EVENTS the page dispatched during the recording (counted by a listener). */
  dispatched: Record<KeyEventName, number>;
  /** The page's first-input entry (whenever it was: the first key the page ever got). */
  firstInput: TimelineEntry | null;
  longTasks: (TimelineEntry & { attribution: string })[];
  longFrames: LongFrame[];
  /** Per keystroke: keydown time stamp → the animation frame after its input event (ms). */
  keystrokeToFrame: number[];
  /** Keydowns seen, and the time between the first and the last. */
  keydowns: number;
  keydownSpanMs: number;
  supported: string[];
}

interface Recorder {
  from: number;
  to: number | null;
  events: TimelineReading['events'];
  dispatched: Record<string, number>;
  firstInput: TimelineEntry | null;
  longTasks: TimelineReading['longTasks'];
  longFrames: LongFrame[];
  keystrokeToFrame: number[];
  keydownTimes: number[];
  pendingKeydown: number | null;
  observers: [PerformanceObserver, (entry: PerformanceEntry) => void][];
  listeners: [string, (event: Event) => void][];
}

interface RecorderWindow {
  composeSpeedTimeline?: Recorder;
}

/** Starts recording the page's timeline (stop with `stopTimelineRecorder`); one at a time. */
export async function startTimelineRecorder(page: Page): Promise<void> {
  await page.evaluate(
    (eventNames) => {
      const recorder: Recorder = {
        from: performance.now(),
        to: null,
        events: [],
        dispatched: Object.fromEntries(eventNames.map((name) => [name, 0])),
        firstInput: null,
        longTasks: [],
        longFrames: [],
        keystrokeToFrame: [],
        keydownTimes: [],
        pendingKeydown: null,
        observers: [],
        listeners: [],
      };
      (window as unknown as RecorderWindow).composeSpeedTimeline = recorder;
      // Event Timing's threshold is not in TypeScript's DOM types yet.
      type ObserveInit = PerformanceObserverInit & { durationThreshold?: number };
      const observe = (init: ObserveInit, take: (entry: PerformanceEntry) => void) => {
        const observer = new PerformanceObserver((list) => list.getEntries().forEach(take));
        observer.observe(init);
        recorder.observers.push([observer, take]);
      };
      observe({ type: 'event', durationThreshold: 16, buffered: false }, (entry) => {
        const timing = entry as PerformanceEventTiming;
        if (!eventNames.includes(timing.name)) return;
        recorder.events.push({
          name: timing.name,
          startTime: timing.startTime,
          duration: timing.duration,
          processingStart: timing.processingStart,
          processingEnd: timing.processingEnd,
        });
      });
      observe({ type: 'first-input', buffered: true }, (entry) => {
        recorder.firstInput = {
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
        };
      });
      observe({ type: 'longtask', buffered: false }, (entry) => {
        const attribution = (
          (
            entry as PerformanceEntry & {
              attribution?: { containerType?: string; name?: string }[];
            }
          ).attribution ?? []
        )
          .map((item) => `${item.name ?? ''}/${item.containerType ?? ''}`)
          .join(', ');
        recorder.longTasks.push({
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          attribution,
        });
      });
      if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
        observe({ type: 'long-animation-frame', buffered: false }, (entry) => {
          const frame = entry as PerformanceEntry &
            Omit<LongFrame, 'scripts'> & {
              scripts: (PerformanceEntry & FrameScript)[];
            };
          recorder.longFrames.push({
            startTime: frame.startTime,
            duration: frame.duration,
            blockingDuration: frame.blockingDuration,
            styleAndLayoutStart: frame.styleAndLayoutStart,
            renderStart: frame.renderStart,
            scripts: frame.scripts.map((script) => ({
              invoker: script.invoker,
              sourceURL: script.sourceURL,
              sourceFunctionName: script.sourceFunctionName,
              duration: script.duration,
              forcedStyleAndLayoutDuration: script.forcedStyleAndLayoutDuration,
            })),
          });
        });
      }
      const listen = (type: string, listener: (event: Event) => void) => {
        window.addEventListener(type, listener, true);
        recorder.listeners.push([type, listener]);
      };
      for (const name of eventNames) {
        listen(name, () => {
          recorder.dispatched[name] = (recorder.dispatched[name] ?? 0) + 1;
        });
      }
      listen('keydown', (event) => {
        recorder.pendingKeydown = event.timeStamp;
        recorder.keydownTimes.push(event.timeStamp);
      });
      listen('input', () => {
        const keydown = recorder.pendingKeydown;
        if (keydown === null) return;
        recorder.pendingKeydown = null;
        requestAnimationFrame(() => recorder.keystrokeToFrame.push(performance.now() - keydown));
      });
    },
    KEY_EVENTS as readonly string[],
  );
}

/** Stops the recorder (after a pause for the last entries, which come after their paint). */
export async function stopTimelineRecorder(page: Page, settleMs = 1000): Promise<TimelineReading> {
  await page.evaluate(() => {
    (window as unknown as RecorderWindow).composeSpeedTimeline!.to = performance.now();
  });
  await page.waitForTimeout(settleMs);
  return page.evaluate(() => {
    const recorder = (window as unknown as RecorderWindow).composeSpeedTimeline!;
    // Entries not delivered yet are taken now.
    for (const [observer, take] of recorder.observers) {
      observer.takeRecords().forEach(take);
      observer.disconnect();
    }
    for (const [type, listener] of recorder.listeners) {
      window.removeEventListener(type, listener, true);
    }
    const from = recorder.from;
    const to = recorder.to!;
    const within = (entry: { startTime: number }) =>
      entry.startTime >= from && entry.startTime <= to;
    const times = recorder.keydownTimes;
    return {
      from,
      to,
      events: recorder.events.filter(within),
      dispatched: recorder.dispatched as TimelineReading['dispatched'],
      firstInput: recorder.firstInput,
      longTasks: recorder.longTasks.filter(within),
      longFrames: recorder.longFrames.filter(within),
      keystrokeToFrame: recorder.keystrokeToFrame,
      keydowns: times.length,
      keydownSpanMs: times.length > 1 ? times.at(-1)! - times[0]! : 0,
      supported: [...PerformanceObserver.supportedEntryTypes],
    };
  });
}
