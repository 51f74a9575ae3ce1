import { decodeBase64UrlText } from './base64url';
import { saysAttachment } from './message-parts';
import { textToHtml } from './text-to-html';

type MessagePart = gapi.client.gmail.MessagePart;

/** What a message shows as its body. */
export interface MessageBody {
  /** Untrusted mail HTML: sanitize and sandbox before display ('' when nothing is readable). */
  html: string;
  /** A readable part could not be decoded (broken base64…): the rest is shown without it. */
  partsNotShown: boolean;
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

function render(part: MessagePart, problems: { partsNotShown: boolean }): string | undefined {
  if (isAttachment(part)) return undefined;
  const mimeType = (part.mimeType ?? '').toLowerCase();
  const children = part.parts ?? [];
  if (mimeType === 'multipart/alternative') {
    // Alternatives go from plainest to richest: the last one with something to show wins (real mail
    // ends some alternatives with an empty part).
    const shown = [...children]
      .reverse()
      .map((child) => render(child, problems))
      .filter((html): html is string => html !== undefined);
    return shown.find((html) => html.trim() !== '' && html !== textToHtml('')) ?? shown[0];
  }
  if (mimeType.startsWith('multipart/') || mimeType === 'message/rfc822') {
    const shown = children
      .map((child) => render(child, problems))
      .filter((html): html is string => html !== undefined);
    return shown.length > 0 ? shown.join('\n') : undefined;
  }
  if (mimeType !== 'text/html' && mimeType !== 'text/plain') return undefined;
  const text = decodedText(part);
  if (text === undefined) {
    problems.partsNotShown = true;
    return undefined;
  }
  return mimeType === 'text/html' ? text : textToHtml(text);
}

/**
 * The body to display, as HTML: text/html preferred over text/plain within an alternative, the readable
 * parts of a mixed message one after another, plain text converted by `textToHtml`. A part that cannot
 * be decoded is left out and reported, so one broken part never hides the rest.
 */
export function messageBody(payload: MessagePart | undefined): MessageBody {
  const problems = { partsNotShown: false };
  const html = payload ? (render(payload, problems) ?? '') : '';
  return { html, partsNotShown: problems.partsNotShown };
}
