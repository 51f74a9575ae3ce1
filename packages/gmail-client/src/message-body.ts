import { decodeBase64UrlText } from './base64url';
import { headerValue } from './message-parts';
import { textToHtml } from './text-to-html';

type MessagePart = gapi.client.gmail.MessagePart;

/** A part meant to be downloaded rather than read: it has a file name or says `attachment`. */
function isAttachment(part: MessagePart): boolean {
  const disposition = headerValue(part.headers, 'Content-Disposition') ?? '';
  return Boolean(part.filename) || /^\s*attachment/i.test(disposition);
}

function render(part: MessagePart): string | undefined {
  if (isAttachment(part)) return undefined;
  const mimeType = (part.mimeType ?? '').toLowerCase();
  const children = part.parts ?? [];
  if (mimeType === 'multipart/alternative') {
    // Alternatives go from plainest to richest: the last one we can show wins.
    for (const child of [...children].reverse()) {
      const html = render(child);
      if (html !== undefined) return html;
    }
    return undefined;
  }
  if (mimeType.startsWith('multipart/') || mimeType === 'message/rfc822') {
    const shown = children.map(render).filter((html): html is string => html !== undefined);
    return shown.length > 0 ? shown.join('\n') : undefined;
  }
  const data = part.body?.data;
  if (mimeType === 'text/html') return data ? decodeBase64UrlText(data) : '';
  if (mimeType === 'text/plain') return textToHtml(data ? decodeBase64UrlText(data) : '');
  return undefined;
}

/**
 * The body to display, as HTML: text/html preferred over text/plain within an alternative, the readable
 * parts of a mixed message one after another, plain text converted by `textToHtml`. '' when the message
 * has no readable part. The result is untrusted mail HTML: sanitize and sandbox before display.
 */
export function messageHtml(payload: MessagePart | undefined): string {
  return payload ? (render(payload) ?? '') : '';
}
