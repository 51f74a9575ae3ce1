import { decodeBase64UrlText } from './base64url';
import { runToEnd, type Steps } from './work-in-slices';
import { saysAttachment } from './message-parts';
import { textToHtml } from './text-to-html';

type MessagePart = gapi.client.gmail.MessagePart;

/** What a message shows as its body. */
export interface MessageBody {
  /** Untrusted mail HTML: sanitize and sandbox before display ('' when nothing is readable). */
  html: string;
  /**
   * The same body with each alternative's plain text preferred (converted by `textToHtml`): what a
   * reader is shown when `html` is too large to show. Equal to `html` when the message has no richer
   * alternative.
   */
  textVersionHtml: string;
  /** A readable part could not be decoded (broken base64…): the rest is shown without it. */
  partsNotShown: boolean;
  /**
   * A text part was too large to read (over MAX_READABLE_PART_BYTES): left out undecoded, so `html`
   * is what remains (its text version, or '').
   */
  partsTooLarge: boolean;
}

/**
 * Larger text parts are not even decoded: decoding, choosing and cleaning them would block the page
 * for seconds (the reading limits of @mail/mail-html stop at 3,000,000 characters anyway).
 */
export const MAX_READABLE_PART_BYTES = 3_000_000;

/** Which alternative wins when several have content. */
type Preference = 'richest' | 'plainest';

interface Rendered {
  html: string;
  /** Something a reader would see: text other than whitespace, or an image or other media. */
  hasContent: boolean;
}

/** A part meant to be downloaded rather than read: it has a file name or says `attachment`. */
function isAttachment(part: MessagePart): boolean {
  return Boolean(part.filename) || saysAttachment(part);
}

/** A text part's content, or undefined when its data cannot be decoded. */
function decodedText(part: MessagePart): string | undefined {
  const data = part.body?.data;
  if (!data) return '';
  try {
    return decodeBase64UrlText(data);
  } catch {
    return undefined;
  }
}

/** Whitespace, also the no-break and zero-width spaces that "empty" HTML mail is padded with. */
const BLANK = /^[\s\u00a0\u200b-\u200d\u2060\ufeff]*$/;
/**
 * An HTML part read token by token: markup that shows nothing by itself (comments, head, styles,
 * scripts, templates, titles), an element that shows something without text (group 2), any other
 * tag, or text.
 */
const HTML_TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(head|style|script|template|title)\b[\s\S]*?(?:<\/\1\s*>|$)|<(img|svg|video|audio|canvas|picture|object|embed|iframe|hr)\b|<[a-z/!?][^>]*>|[^<]+|</gi;
const SPACE_ENTITIES = /&(?:nbsp|#160|#x0*a0|ensp|emsp|thinsp|zwnj|zwj|#8203|#x200b);?/gi;

/**
 * Whether an HTML part shows something: rough on purpose (only choosing between alternatives), and
 * stops at the first thing shown, so that a large body costs no more than its first words.
 */
function htmlHasContent(html: string): boolean {
  for (const [token, , media] of html.matchAll(HTML_TOKEN)) {
    if (media) return true;
    const isMarkup = token.startsWith('<') && token !== '<';
    if (!isMarkup && !BLANK.test(token.replace(SPACE_ENTITIES, ' '))) return true;
  }
  return false;
}

/** One rendering of a message: each text part is decoded once, however many times it is rendered. */
interface Rendering {
  partsNotShown: boolean;
  partsTooLarge: boolean;
  texts: Map<MessagePart, string | undefined>;
}

function textOf(part: MessagePart, rendering: Rendering): string | undefined {
  if (!rendering.texts.has(part)) rendering.texts.set(part, decodedText(part));
  return rendering.texts.get(part);
}

function* render(
  part: MessagePart,
  preference: Preference,
  rendering: Rendering,
): Steps<Rendered | undefined> {
  if (isAttachment(part)) return undefined;
  const mimeType = (part.mimeType ?? '').toLowerCase();
  function* shownChildren(children: MessagePart[]) {
    const shown: Rendered[] = [];
    for (const child of children) {
      const rendered = yield* render(child, preference, rendering);
      if (rendered) shown.push(rendered);
    }
    return shown;
  }
  if (mimeType === 'multipart/alternative') {
    // Alternatives go from plainest to richest: the first one with content in the preferred order
    // wins; a part of whitespace only never does (real mail has empty or blank alternatives).
    const children = [...(part.parts ?? [])];
    const shown = yield* shownChildren(preference === 'richest' ? children.reverse() : children);
    return shown.find((rendered) => rendered.hasContent) ?? shown[0];
  }
  if (mimeType.startsWith('multipart/') || mimeType === 'message/rfc822') {
    const shown = yield* shownChildren(part.parts ?? []);
    if (shown.length === 0) return undefined;
    return {
      html: shown.map((rendered) => rendered.html).join('\n'),
      hasContent: shown.some((rendered) => rendered.hasContent),
    };
  }
  if (mimeType !== 'text/html' && mimeType !== 'text/plain') return undefined;
  if ((part.body?.size ?? 0) > MAX_READABLE_PART_BYTES) {
    rendering.partsTooLarge = true;
    return undefined;
  }
  const decoded = rendering.texts.has(part);
  const text = textOf(part, rendering);
  // A decoded part is the step to give the page's thread back after (megabytes take a while).
  if (!decoded) yield;
  if (text === undefined) {
    rendering.partsNotShown = true;
    return undefined;
  }
  return mimeType === 'text/html'
    ? { html: text, hasContent: htmlHasContent(text) }
    : { html: textToHtml(text), hasContent: !BLANK.test(text) };
}

/**
 * The body to display, as HTML: within an alternative the richest part with content (text/html over
 * text/plain, but never a blank one), the readable parts of a mixed message one after another, plain
 * text converted by `textToHtml`. A part that cannot be decoded is left out and reported, so one
 * broken part never hides the rest.
 */
export function messageBody(payload: MessagePart | undefined): MessageBody {
  return runToEnd(messageBodySteps(payload));
}

/** messageBody cut into steps, one after each part it decodes (toConversationThreadInSlices). */
export function* messageBodySteps(payload: MessagePart | undefined): Steps<MessageBody> {
  const rendering: Rendering = { partsNotShown: false, partsTooLarge: false, texts: new Map() };
  function* bodyIn(preference: Preference) {
    return payload ? ((yield* render(payload, preference, rendering))?.html ?? '') : '';
  }
  const html = yield* bodyIn('richest');
  const textVersionHtml = yield* bodyIn('plainest');
  return {
    html,
    textVersionHtml,
    partsNotShown: rendering.partsNotShown,
    partsTooLarge: rendering.partsTooLarge,
  };
}
