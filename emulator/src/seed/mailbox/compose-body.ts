import {
  attachmentLeaf,
  textLeaf,
  type MimeLeaf,
  type MimeMultipart,
  type MimeNode,
} from '../mime-builder';
import type { MailStyle } from '../people';
import { escapeHtmlNumerically } from '../../server/numeric-html-escape';
import type { MessageContent } from './model';

/** An earlier message shown under a reply or a forward. */
export interface Quoted {
  /** 'On … wrote:' line, or the forwarded-message header block. */
  attribution: string;
  text: string;
  html: string;
  forward: boolean;
}

/** Plain text as HTML paragraphs: blank lines split paragraphs, single newlines become <br>. */
function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtmlNumerically(paragraph).replace(/\n/g, '<br>\n')}</p>`)
    .join('\n');
}

function quoteText(quoted: Quoted): string {
  if (quoted.forward) return `${quoted.attribution}\n\n${quoted.text}`;
  const lines = quoted.text.split('\n').map((line) => (line ? `> ${line}` : '>'));
  return `${quoted.attribution}\n\n${lines.join('\n')}`;
}

function quoteHtml(quoted: Quoted): string {
  const attribution = escapeHtmlNumerically(quoted.attribution).replace(/\n/g, '<br>\n');
  if (quoted.forward) {
    return `<div class="gmail_quote">${attribution}<br><br>\n${quoted.html}</div>`;
  }
  return (
    `<div class="gmail_quote"><div class="gmail_attr">${attribution}</div>\n` +
    '<blockquote class="gmail_quote" style="margin:0 0 0 .8ex;border-left:1px #ccc solid;padding-left:1ex">\n' +
    `${quoted.html}\n</blockquote></div>`
  );
}

/** The sender's own HTML, without any quote: what a later reply quotes. */
export function ownHtml(content: MessageContent): string {
  return content.html ?? textToHtml(content.text);
}

/**
 * Lays `content` out the way `style`'s mail program does: text, HTML or both as alternatives, HTML
 * with inline images as multipart/related, and attachments in multipart/mixed around it.
 */
export function composeBody(
  content: MessageContent,
  style: MailStyle,
  quoted: Quoted | undefined,
): MimeNode {
  const text = quoted ? `${content.text}\n\n${quoteText(quoted)}` : content.text;
  const bodyHtml = quoted ? `${ownHtml(content)}\n<br>\n${quoteHtml(quoted)}` : ownHtml(content);
  const direction = content.rtl ? 'rtl' : 'ltr';
  const html = `<div dir="${direction}">\n${bodyHtml}\n</div>\n`;
  const inline = content.inlineImages ?? [];
  // inline images need HTML, so a plain-text program that has them sends both
  const format = inline.length > 0 && style.format === 'plain' ? 'alternative' : style.format;

  const plainPart = (): MimeLeaf => textLeaf('plain', text, style.charset, style.transfer);
  const htmlPart = (): MimeNode => {
    const leaf = textLeaf('html', html, style.charset, style.transfer);
    if (inline.length === 0) return leaf;
    const related: MimeMultipart = {
      kind: 'multipart',
      subtype: 'related',
      parts: [
        leaf,
        ...inline.map(({ contentId, file }) =>
          attachmentLeaf(file.contentType, file.filename, file.data, contentId),
        ),
      ],
    };
    return related;
  };

  let body: MimeNode;
  if (format === 'plain') body = plainPart();
  else if (format === 'html') body = htmlPart();
  else body = { kind: 'multipart', subtype: 'alternative', parts: [plainPart(), htmlPart()] };

  const attachments: MimeLeaf[] = (content.attachments ?? []).map((file) =>
    attachmentLeaf(file.contentType, file.filename, file.data),
  );
  if (content.attachedMessage) {
    attachments.push({
      kind: 'leaf',
      contentType: 'message/rfc822',
      body: content.attachedMessage.raw,
      encoding: content.attachedMessage.raw.every((byte) => byte < 0x80) ? '7bit' : '8bit',
      disposition: 'attachment',
      filename: content.attachedMessage.filename,
    });
  }
  if (attachments.length === 0) return body;
  return { kind: 'multipart', subtype: 'mixed', parts: [body, ...attachments] };
}
