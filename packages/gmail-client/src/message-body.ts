import { decodeBase64UrlText } from './base64url';
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
}

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
/** Markup that shows nothing by itself: comments, head, styles, scripts, templates and titles. */
const INVISIBLE_MARKUP =
  /<!--[\s\S]*?(?:-->|$)|<(head|style|script|template|title)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
/** Elements that show something without text. */
const MEDIA_ELEMENT = /<(?:img|svg|video|audio|canvas|picture|object|embed|iframe|hr)\b/i;
const SPACE_ENTITIES = /&(?:nbsp|#160|#x0*a0|ensp|emsp|thinsp|zwnj|zwj|#8203|#x200b);?/gi;

/** Whether an HTML part shows something: rough on purpose (only choosing between alternatives). */
function htmlHasContent(html: string): boolean {
  const visible = html.replace(INVISIBLE_MARKUP, '');
  if (MEDIA_ELEMENT.test(visible)) return true;
  return !BLANK.test(visible.replace(/<[a-z/!?][^>]*>/gi, '').replace(SPACE_ENTITIES, ' '));
}

function render(
  part: MessagePart,
  preference: Preference,
  problems: { partsNotShown: boolean },
): Rendered | undefined {
  if (isAttachment(part)) return undefined;
  const mimeType = (part.mimeType ?? '').toLowerCase();
  const shownChildren = (children: MessagePart[]) =>
    children
      .map((child) => render(child, preference, problems))
      .filter((rendered): rendered is Rendered => rendered !== undefined);
  if (mimeType === 'multipart/alternative') {
    // Alternatives go from plainest to richest: the first one with content in the preferred order
    // wins; a part of whitespace only never does (real mail has empty or blank alternatives).
    const children = [...(part.parts ?? [])];
    const shown = shownChildren(preference === 'richest' ? children.reverse() : children);
    return shown.find((rendered) => rendered.hasContent) ?? shown[0];
  }
  if (mimeType.startsWith('multipart/') || mimeType === 'message/rfc822') {
    const shown = shownChildren(part.parts ?? []);
    if (shown.length === 0) return undefined;
    return {
      html: shown.map((rendered) => rendered.html).join('\n'),
      hasContent: shown.some((rendered) => rendered.hasContent),
    };
  }
  if (mimeType !== 'text/html' && mimeType !== 'text/plain') return undefined;
  const text = decodedText(part);
  if (text === undefined) {
    problems.partsNotShown = true;
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
  const problems = { partsNotShown: false };
  const bodyIn = (preference: Preference) =>
    payload ? (render(payload, preference, problems)?.html ?? '') : '';
  return {
    html: bodyIn('richest'),
    textVersionHtml: bodyIn('plainest'),
    partsNotShown: problems.partsNotShown,
  };
}
