import { MAIL_BODY_CLASS } from './mail-markers';
import { purify, type ContentPolicy } from './mail-purifier';
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

/** Cleans a message body for the mail frame; `allowRemoteContent` is the reader's "show images". */
export function sanitizeForReading(html: string, options: ReadingOptions): SanitizedMail {
  const policy: ContentPolicy = {
    css: { remoteImages: options.allowRemoteContent },
    blockedImages: 'placeholder',
    inlineImages: 'attribute',
  };
  // The whole document, so that the head's <style> elements and the body's attributes survive.
  const { result, findings } = purify(policy, (purifier) =>
    purifier.sanitize(html, {
      WHOLE_DOCUMENT: true,
      RETURN_DOM: true,
      FORBID_TAGS,
      // Only the links the hooks rewrite get a target.
      FORBID_ATTR: ['target'],
      // Harmless where no script runs; without it DOMPurify would drop the element and its text.
      ADD_ATTR: ['is'],
    }),
  );
  const body = mailBody(result as Element);
  return { html: body.outerHTML, quotedHistory: splitQuotedHistory(body), ...findings };
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
