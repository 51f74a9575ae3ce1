import { escapeHtml } from './html-escaping';

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?'"]+$/;

/** Drops sentence punctuation and unbalanced closing brackets that end a URL in running text. */
function trimUrl(candidate: string): string {
  let url = candidate.replace(TRAILING_PUNCTUATION, '');
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
  ] as const) {
    while (url.endsWith(close) && url.split(close).length > url.split(open).length) {
      url = url.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
    }
  }
  return url;
}

function link(url: string): string {
  const href = /^www\./i.test(url) ? `https://${url}` : url;
  return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(url)}</a>`;
}

/**
 * Shows a text/plain body as safe HTML: everything escaped, http(s) and www. addresses made into links
 * that open in a new tab without access to this page, line breaks kept, spacing kept (pre-wrap).
 */
export function textToHtml(text: string): string {
  let html = '';
  let position = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = trimUrl(match[0]);
    html += escapeHtml(text.slice(position, match.index)) + link(url);
    position = match.index + url.length;
  }
  html += escapeHtml(text.slice(position));
  return `<div style="white-space: pre-wrap">${html.replace(/\r\n|\r|\n/g, '<br>')}</div>`;
}
