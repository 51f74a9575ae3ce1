import { MAIL_BODY_CLASS } from './mail-markers';
import { cleanInSlices } from './clean-in-slices';
import { CLIP_CHARACTERS, firstPartMarkup, firstPartOf } from './clip-for-reading';
import { noFindings, purify, type ContentPolicy } from './mail-purifier';
import type { MarkupCut } from './markup-size';
import { splitQuotedHistory, type QuotedHistorySplit } from './quoted-history';

/** What reading-mode sanitizing found and did. */
export interface SanitizedMail {
  /** Body HTML safe to put in the mail frame (no <html>/<head>/<body>: head <style> elements and body attributes such as bgcolor/style are kept, moved into a wrapper <div class="mail-body">). */
  html: string;
  /** How many remote resources were blocked (each URL counted once per occurrence: img src, srcset, background=, poster, video/audio src, CSS url() in style attributes and <style>, @import, @font-face remote src, <link>, SVG image/feImage/use href to a remote URL). 0 when allowRemoteContent is true and only tracking pixels remain blocked (those are counted in trackers instead). */
  blockedRemoteCount: number;
  /** Tracking pixels removed (1×1, 0×0 or hidden images with a remote src), blocked even when remote content is allowed. */
  trackerCount: number;
  /** Content-IDs (without <>) of `cid:` images the body shows, in document order, deduplicated. */
  inlineContentIds: string[];
  /** The body with its trailing quoted history trimmed, for the conversation's "…" (`shown` is `html` when there is none). */
  quotedHistory: QuotedHistorySplit;
  /**
   * The first part of `quotedHistory.shown`, well-formed, when that is longer than CLIP_CHARACTERS:
   * what the frame shows until the reader asks for the entire message, as Gmail's "[Message clipped]".
   * Undefined when nothing is clipped. When only the body's first part was cleaned (a `cut` given to
   * sanitizeForReadingInSlices), `html` and `quotedHistory.shown` are this too, and the findings
   * are the first part's: the entire message is cleaned when the reader asks for it.
   */
  clipped: string | undefined;
}

export interface ReadingOptions {
  allowRemoteContent: boolean;
}

/** DOMPurify's defaults drop scripts and handlers; these elements go too (a form's text stays). */
const FORBID_TAGS = [
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'meta',
  'link',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'math',
];

const CONFIG = {
  WHOLE_DOCUMENT: true,
  IN_PLACE: true,
  FORBID_TAGS,
  // Only the links the hooks rewrite get a target.
  FORBID_ATTR: ['target'],
  // Harmless where no script runs; without it DOMPurify would drop the element and its text.
  ADD_ATTR: ['is'],
};

/** About this many elements are cleaned between two chances to give the page's thread back. */
const SLICE_ELEMENTS = 400;
/** How long a slice of work may hold the page's thread: well under a long task (50 ms). */
const SLICE_MS = 30;

/** Cleans a message body for the mail frame; `allowRemoteContent` is the reader's "show images". */
export function sanitizeForReading(
  html: string,
  options: ReadingOptions,
  sliceElements = SLICE_ELEMENTS,
): SanitizedMail {
  const steps = readingSteps(html, options, sliceElements);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * sanitizeForReading a slice at a time, giving the page's thread back between slices so that no mail
 * blocks it (docs/architecture.md#large-mail). Given where the markup can be cut (checkMarkup), only
 * its first part is parsed and cleaned, when that is enough for the clipped view; else the whole.
 * Rejects with `signal`'s reason once it is aborted.
 */
export async function sanitizeForReadingInSlices(
  html: string,
  options: ReadingOptions,
  signal: AbortSignal,
  cut?: MarkupCut,
): Promise<SanitizedMail> {
  if (cut) {
    const firstPart = await inSlices(readingSteps(firstPartMarkup(html, cut), options), signal);
    const { clipped } = firstPart;
    // Not clipped: most of the first part was quoted history, or cleaning dropped most of it.
    if (clipped !== undefined)
      return { ...firstPart, html: clipped, quotedHistory: { shown: clipped, trimmed: '' } };
  }
  return inSlices(readingSteps(html, options), signal);
}

async function inSlices(steps: Generator<void, SanitizedMail>, signal: AbortSignal) {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart < SLICE_MS) continue;
    await nextTask();
    signal.throwIfAborted();
    sliceStart = performance.now();
  }
}

/** A new task, after whatever input and rendering is waiting (not a timer: those are clamped). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/** The cleaning, cut into steps: parse, clean in slices, unwrap, trim quoted history, serialise. */
function* readingSteps(
  html: string,
  options: ReadingOptions,
  sliceElements = SLICE_ELEMENTS,
): Generator<void, SanitizedMail> {
  const policy: ContentPolicy = {
    css: { remoteImages: options.allowRemoteContent },
    blockedImages: 'placeholder',
    inlineImages: 'attribute',
  };
  const findings = noFindings();
  // The browser's own parser, as DOMPurify's when given a string: into an inert document where
  // nothing loads or runs. The whole document, so that the head's <style> elements and the body's
  // attributes survive.
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const leadingWhitespace = /^[\r\n\t ]+/.exec(html)?.[0];
  // As DOMPurify keeps it from a string.
  if (leadingWhitespace) parsed.body.prepend(leadingWhitespace);
  yield;
  const clean = (root: Element) =>
    purify(policy, (purifier) => purifier.sanitize(root, CONFIG), findings);
  yield* cleanInSlices(parsed.documentElement, clean, sliceElements);
  const body = mailBody(parsed.documentElement);
  yield;
  const { shownBody, trimmed } = splitQuotedHistory(body);
  const shown = shownBody.outerHTML;
  yield;
  const clipped =
    shown.length > CLIP_CHARACTERS ? firstPartOf(shownBody, CLIP_CHARACTERS).outerHTML : undefined;
  yield;
  const whole = shownBody === body ? shown : body.outerHTML;
  return { html: whole, quotedHistory: { shown, trimmed }, clipped, ...findings };
}

/**
 * The sanitized <html> as one div: the head's <style> elements first, then the body's content, with
 * the body's style, class, dir and lang. A body that holds only such a div (this function's own
 * output) keeps it, so that sanitizing twice changes nothing.
 */
function mailBody(html: Element): Element {
  const head = childNamed(html, 'head');
  const body = childNamed(html, 'body');
  const wrapper = ownWrapper(body) ?? newWrapper(body, html.ownerDocument);
  const styles = head
    ? Array.from(head.children).filter((child) => child.localName === 'style')
    : [];
  wrapper.prepend(...styles);
  return wrapper;
}

function newWrapper(body: Element | undefined, document: Document): Element {
  const wrapper = document.createElement('div');
  wrapper.setAttribute('class', `${MAIL_BODY_CLASS} ${body?.getAttribute('class') ?? ''}`.trim());
  if (!body) return wrapper;
  for (const name of ['style', 'dir', 'lang']) {
    const value = body.getAttribute(name);
    if (value !== null) wrapper.setAttribute(name, value);
  }
  // One node at a time: spreading a body of many thousand children overflows the call stack.
  while (body.firstChild) wrapper.appendChild(body.firstChild);
  return wrapper;
}

function ownWrapper(body: Element | undefined): Element | undefined {
  if (!body || body.attributes.length > 0) return undefined;
  const content = Array.from(body.childNodes).filter(
    (node) => node.nodeType !== 3 || node.textContent?.trim(),
  );
  const only = content.length === 1 ? body.firstElementChild : null;
  return only?.localName === 'div' && only.classList.contains(MAIL_BODY_CLASS) ? only : undefined;
}

const childNamed = (parent: Element, name: string) =>
  Array.from(parent.children).find((child) => child.localName === name);
