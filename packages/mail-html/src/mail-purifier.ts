import createDOMPurify, {
  type DOMPurify,
  type UponSanitizeAttributeHookEvent,
  type UponSanitizeElementHookEvent,
} from 'dompurify';
import { moveBodyAttributesToStyle } from './body-attributes';
import {
  filterStyleAttribute,
  filterStylesheet,
  filterSvgAttributeValue,
  type CssPolicy,
} from './css-filter';
import { BLOCKED_IMAGE_ATTRIBUTE, INLINE_IMAGE_ATTRIBUTE } from './mail-markers';
import { isTrackingPixel } from './tracking-pixel';
import { isRemote, srcsetUrls, urlKind, type UrlKind } from './url-kind';

// One DOMPurify instance of this package's own, with the hooks that keep mail from loading anything
// remote: DOMPurify removes what runs script, the hooks remove what fetches, count it, and rewrite
// links and inline images. Each sanitize call states its policy and gets back what the hooks found.

export interface ContentPolicy {
  css: CssPolicy;
  /** An image left without a source: kept for the layout (marked if it was blocked), or dropped. */
  blockedImages: 'placeholder' | 'drop';
  /** `cid:` images: src moved to data-mail-cid for the conversation to fill in, or left as it is. */
  inlineImages: 'attribute' | 'src';
}

export interface Findings {
  blockedRemoteCount: number;
  trackerCount: number;
  inlineContentIds: string[];
}

interface Run {
  policy: ContentPolicy;
  findings: Findings;
  blockedImages: WeakSet<Element>;
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** Their src is media, which the frame never loads (media-src 'none'). */
const MEDIA_ELEMENTS = new Set(['video', 'audio', 'source', 'track']);
const LINK_KINDS = new Set<UrlKind>(['web', 'contact', 'fragment']);
const SCRIPT_SCHEME = /(?:java|vb)script:/i;

/** The call in progress; sanitize is synchronous, so there is at most one. */
let run: Run | undefined;
// Made with the module, not on first use: the minifier inlines a single-use function into its
// caller, and hooks created there would keep the first cleaning's whole scope (a mail's parsed
// document) alive for as long as the page (docs/architecture.md#large-mail).
const purifier = createPurifier();

export const noFindings = (): Findings => ({
  blockedRemoteCount: 0,
  trackerCount: 0,
  inlineContentIds: [],
});

/**
 * Runs `sanitize` with the hooks applying `policy`; what they find is added to `findings` (fresh
 * unless given), so that a body cleaned a slice at a time adds up its findings in one.
 */
export function purify<T>(
  policy: ContentPolicy,
  sanitize: (purifier: DOMPurify) => T,
  findings: Findings = noFindings(),
): { result: T; findings: Findings } {
  if (!purifier.isSupported) throw new Error('Mail is cleaned only where there is a DOM');
  run = { policy, findings, blockedImages: new WeakSet() };
  try {
    return { result: sanitize(purifier), findings };
  } finally {
    run = undefined;
    // DOMPurify lists what it removed until its next call: an attribute's entry holds its element,
    // and through it the whole cleaned tree of a mail long closed.
    purifier.removed = [];
  }
}

function createPurifier(): DOMPurify {
  // Without a window (a test in Node) DOMPurify would return its input as it is: purify refuses.
  const created = createDOMPurify(globalThis.window);
  created.addHook('uponSanitizeElement', (node, event) => {
    if (run && isElement(node)) onElement(node, event, run);
  });
  created.addHook('beforeSanitizeAttributes', (node) => {
    if (run && isElement(node)) beforeAttributes(node, run);
  });
  created.addHook('uponSanitizeAttribute', (node, event) => {
    if (run) onAttribute(node, event, run);
  });
  created.addHook('afterSanitizeAttributes', (node) => {
    if (run && isElement(node)) afterAttributes(node, run);
  });
  return created;
}

// Hooks also see text and comment nodes.
const isElement = (node: Node): node is Element => node.nodeType === 1;

/**
 * The element's tag, read through Node's own getter: a form can shadow `nodeName` with a field of that
 * name (DOM clobbering), and the hooks run before DOMPurify removes such forms.
 */
const tagOf = (element: Element) => {
  const nodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')?.get?.call(element);
  return typeof nodeName === 'string' ? nodeName.toLowerCase() : '';
};

function countIfRemote(url: string | null, run: Run) {
  if (url && isRemote(urlKind(url))) run.findings.blockedRemoteCount++;
}

function onElement(element: Element, event: UponSanitizeElementHookEvent, run: Run) {
  switch (event.tagName) {
    case 'style':
      if (event.allowedTags.style) filterStyleElement(element, run);
      return;
    // Removed as forbidden, but what they would have loaded counts.
    case 'link':
      return countIfRemote(element.getAttribute('href'), run);
    case 'input':
      return countIfRemote(element.getAttribute('src'), run);
    case 'use':
      return countIfRemote(element.getAttribute('href') ?? element.getAttribute('xlink:href'), run);
  }
}

/** Runs before DOMPurify's own check of the text, which then sees the filtered CSS. */
function filterStyleElement(style: Element, run: Run) {
  // Elements inside a <style> exist only in SVG or MathML parsing: a known mXSS shape.
  if (style.firstElementChild) {
    style.remove();
    return;
  }
  const { css, blockedCount } = filterStylesheet(style.textContent ?? '', run.policy.css);
  run.findings.blockedRemoteCount += blockedCount;
  if (css) style.textContent = css;
  else style.remove();
}

function beforeAttributes(element: Element, run: Run) {
  const tag = tagOf(element);
  if (tag === 'body') moveBodyAttributesToStyle(element);
  if (tag !== 'img') return;
  if (isTrackingPixel(element)) {
    element.remove();
    run.findings.trackerCount++;
    return;
  }
  const src = element.getAttribute('src');
  if (src !== null && urlKind(src) === 'cid' && run.policy.inlineImages === 'attribute') {
    element.setAttribute(INLINE_IMAGE_ATTRIBUTE, contentId(src));
    element.removeAttribute('src');
  }
}

function onAttribute(element: Element, event: UponSanitizeAttributeHookEvent, run: Run) {
  const name = event.attrName;
  const value = event.attrValue;
  // Not even as text (a title, a CSS string): nothing downstream has to wonder where it came from.
  if (SCRIPT_SCHEME.test(withoutControlsAndSpaces(value))) {
    event.keepAttr = false;
    return;
  }
  // DOMPurify drops what it does not know (srcset when quoting): it loads nothing, counts nothing.
  if (!event.allowedAttributes[name]) return;
  if (name === 'style') {
    const { css, blockedCount } = filterStyleAttribute(value, run.policy.css);
    run.findings.blockedRemoteCount += blockedCount;
    if (css) event.attrValue = css;
    else event.keepAttr = false;
  } else if (name === 'href' || name === 'xlink:href') {
    if (!hrefAllowed(element, value, run)) event.keepAttr = false;
  } else if (name === 'src' || name === 'srcset' || name === 'poster' || name === 'background') {
    if (!sourceAllowed(element, name, value, run)) event.keepAttr = false;
  } else if (element.namespaceURI === SVG_NAMESPACE && /[\\(]/.test(value)) {
    // fill, filter, mask, clip-path… are CSS values and may hold url().
    const { keep, blockedCount } = filterSvgAttributeValue(value);
    run.findings.blockedRemoteCount += blockedCount;
    if (!keep) event.keepAttr = false;
  }
}

function hrefAllowed(element: Element, href: string, run: Run): boolean {
  const tag = tagOf(element);
  const kind = urlKind(href);
  if (tag === 'a' || tag === 'area') return LINK_KINDS.has(kind);
  if (element.namespaceURI !== SVG_NAMESPACE) return false;
  if (kind === 'fragment' || (kind === 'data-image' && (tag === 'image' || tag === 'feimage'))) {
    return true;
  }
  // SVG images and references stay blocked even when the reader allows remote content.
  countIfRemote(href, run);
  return false;
}

function sourceAllowed(element: Element, name: string, value: string, run: Run): boolean {
  const tag = tagOf(element);
  const loads = whatSourceLoads(tag, name);
  const allowed = (kind: UrlKind) =>
    loads === 'image' &&
    (kind === 'data-image' ||
      (kind === 'web' && run.policy.css.remoteImages) ||
      (kind === 'cid' && name === 'src' && run.policy.inlineImages === 'src'));
  const refused = (name === 'srcset' ? srcsetUrls(value) : [value])
    .map(urlKind)
    .filter((kind) => !allowed(kind));
  const blocked = loads === 'nothing' ? 0 : refused.filter(isRemote).length;
  run.findings.blockedRemoteCount += blocked;
  if (blocked > 0 && tag === 'img') run.blockedImages.add(element);
  return refused.length === 0;
}

function whatSourceLoads(tag: string, name: string): 'image' | 'media' | 'nothing' {
  if (name === 'poster' || name === 'background') return 'image';
  if (name === 'srcset') return tag === 'img' || tag === 'source' ? 'image' : 'nothing';
  if (tag === 'img') return 'image';
  return MEDIA_ELEMENTS.has(tag) ? 'media' : 'nothing';
}

function afterAttributes(element: Element, run: Run) {
  const tag = tagOf(element);
  if (
    (tag === 'a' || tag === 'area') &&
    (element.hasAttribute('href') || element.hasAttribute('xlink:href'))
  ) {
    // Removed first so that the attributes come out in the same order when sanitized again.
    element.removeAttribute('rel');
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  }
  if (tag !== 'img') return;
  const shown = element.hasAttribute('src');
  if (run.policy.blockedImages === 'drop') {
    if (!shown) element.remove();
    return;
  }
  if (!shown && run.blockedImages.has(element)) element.setAttribute(BLOCKED_IMAGE_ATTRIBUTE, '1');
  const id = element.getAttribute(INLINE_IMAGE_ATTRIBUTE);
  if (id && !run.findings.inlineContentIds.includes(id)) run.findings.inlineContentIds.push(id);
}

const withoutControlsAndSpaces = (value: string) =>
  Array.from(value)
    .filter((c) => c.charCodeAt(0) > 0x20)
    .join('');

/** `cid:part1%40example` → `part1@example` (RFC 2392 percent-encodes the Content-ID). */
function contentId(src: string): string {
  const encoded = src.trim().replace(/^cid:/i, '');
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}
