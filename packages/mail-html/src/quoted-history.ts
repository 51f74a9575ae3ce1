/** A reading-mode body split where its trailing quoted history begins (SanitizedMail's quotedHistory). */
export interface QuotedHistorySplit {
  /** The body without its quoted history; the whole body when nothing is trimmed. */
  shown: string;
  /** The quoted history cut from the end of the body, as HTML; '' when nothing is trimmed. */
  trimmed: string;
}

/**
 * Where mail programs put the history they quote: Gmail, Apple Mail and Thunderbird (`type=cite`),
 * Yahoo, and this app's own replies (`mail-quote`, see @mail/gmail-client's quoteOriginal).
 */
const QUOTE_SELECTOR = [
  'div.gmail_quote',
  'blockquote.gmail_quote',
  'blockquote[type="cite" i]',
  '.yahoo_quoted',
  'div.mail-quote',
].join(',');

/** Outlook marks only where the history starts: everything after the marker is the history. */
const OUTLOOK_MARKER_SELECTOR = '#appendonsend, #divRplyFwdMsg';

/** Thunderbird's "On … wrote:" line sits just above its blockquote. */
const THUNDERBIRD_PREFIX_CLASS = 'moz-cite-prefix';

/** Elements that show something without any text. */
const VISIBLE_WITHOUT_TEXT = 'img, svg, video, audio, picture, canvas, table, hr';

/** The header line above a forwarded message (Gmail's and this app's). */
const FORWARD_HEADER = /^\s*-+\s*Forwarded message/i;

/** The line a plain-text mail program writes above the `>` lines it quotes. */
const ATTRIBUTION_END = /\bwrote:\s*$/i;
const ATTRIBUTION_START = /^\s*On\s/i;

/** Where the history begins, and where it ends (null: at the end of the body). */
interface QuotedHistory {
  start: Node;
  end: Node | null;
}

/**
 * Splits a sanitised body (sanitizeForReading's mail-body element, left as it is) as Gmail's "Show
 * trimmed content" does: the quoted history at its end goes into `trimmed`. Only trailing history: a
 * quote followed by the author's words is an inline answer and stays. A body that is nothing but quote
 * is not trimmed. Works on the DOM the sanitiser built: parsing its HTML again would need a Trusted
 * Types policy. The body left shown stays an element (`mailBody` itself when nothing is trimmed), for
 * clipping.
 */
export function splitQuotedHistory(mailBody: Element): { shownBody: Element; trimmed: string } {
  const body = mailBody.cloneNode(true) as Element;
  const document = body.ownerDocument;
  const history = quotedHistoryIn(body);
  if (!history || !hasVisibleContent(rangeBefore(body, history.start).cloneContents())) {
    return { shownBody: mailBody, trimmed: '' };
  }
  const historyRange = document.createRange();
  historyRange.setStartBefore(history.start);
  historyRange.setEnd(body, body.childNodes.length);
  const trimmed = historyRange.extractContents();
  return { shownBody: body, trimmed: serialize(trimmed) };
}

function quotedHistoryIn(body: Element): QuotedHistory | undefined {
  const outlookMarker = body.querySelector(OUTLOOK_MARKER_SELECTOR);
  if (outlookMarker) return { start: outlookMarker, end: null };
  const quotes = Array.from(body.querySelectorAll(QUOTE_SELECTOR));
  const outermost = quotes.filter((quote) => !quote.parentElement?.closest(QUOTE_SELECTOR));
  const last = outermost.filter((quote) => !isForwardedMessage(quote)).at(-1);
  const history = last
    ? { start: thunderbirdPrefixOf(last) ?? last, end: last }
    : plainTextQuote(body);
  return history && isTrailing(body, history) ? history : undefined;
}

/** A forwarded message is not history the reader has seen: it stays, as in Gmail. */
function isForwardedMessage(quote: Element): boolean {
  return FORWARD_HEADER.test(quote.textContent ?? '');
}

function thunderbirdPrefixOf(quote: Element): Element | undefined {
  const previous = quote.previousElementSibling;
  return previous?.classList.contains(THUNDERBIRD_PREFIX_CLASS) ? previous : undefined;
}

/**
 * A text/plain body's trailing block of `>` lines with the "On … wrote:" line above it (which a mail
 * program may wrap onto two lines). The lines are those of the block that holds the body's last
 * words, split at its <br> elements, as a text/plain body is shown.
 */
function plainTextQuote(body: Element): QuotedHistory | undefined {
  const block = lastWords(body)?.parentElement?.closest('div, p, pre, blockquote, td, li');
  if (!block) return undefined;
  const lines = linesOf(block).filter((line) => line.text.trim() !== '');
  let first = lines.length;
  while (first > 0 && lines[first - 1]?.text.trimStart().startsWith('>')) first -= 1;
  if (first === lines.length) return undefined;
  const attribution = lines[first - 1];
  if (attribution && ATTRIBUTION_END.test(attribution.text)) {
    first -= 1;
    const wrappedStart = lines[first - 1];
    if (!ATTRIBUTION_START.test(attribution.text) && wrappedStart?.text.match(ATTRIBUTION_START)) {
      first -= 1;
    }
  }
  const start = lines[first]?.nodes[0];
  return start ? { start, end: null } : undefined;
}

interface Line {
  nodes: Node[];
  text: string;
}

function linesOf(block: Element): Line[] {
  let line: Line = { nodes: [], text: '' };
  const lines = [line];
  for (const node of Array.from(block.childNodes)) {
    if (node.nodeName === 'BR') {
      line = { nodes: [], text: '' };
      lines.push(line);
    } else {
      line.nodes.push(node);
      line.text += node.textContent ?? '';
    }
  }
  return lines;
}

function lastWords(body: Element): Text | undefined {
  // 4: NodeFilter.SHOW_TEXT, which a DOM without a window (a Worker's) may not define.
  const walker = body.ownerDocument.createTreeWalker(body, 4);
  let last: Text | undefined;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim() && !node.parentElement?.closest('style')) last = node as Text;
  }
  return last;
}

/** Nothing the reader would see follows the history's end. */
function isTrailing(body: Element, history: QuotedHistory): boolean {
  if (!history.end) return true;
  const after = body.ownerDocument.createRange();
  after.setStartAfter(history.end);
  after.setEnd(body, body.childNodes.length);
  return !hasVisibleContent(after.cloneContents());
}

function rangeBefore(body: Element, node: Node): Range {
  const before = body.ownerDocument.createRange();
  before.setStart(body, 0);
  before.setEndBefore(node);
  return before;
}

function hasVisibleContent(fragment: DocumentFragment): boolean {
  fragment.querySelectorAll('style').forEach((style) => style.remove());
  return (
    Boolean(fragment.textContent?.trim()) || fragment.querySelector(VISIBLE_WITHOUT_TEXT) !== null
  );
}

function serialize(fragment: DocumentFragment): string {
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
