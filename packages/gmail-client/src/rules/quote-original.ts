import type { ReplyContext } from '@mail/contracts';
import { escapeHtml } from '../html-escaping';
import type { ReplyMode } from './reply';

export interface QuoteOptions {
  /** IANA zone for the original's date; the browser's zone when absent. */
  timeZone?: string;
}

/**
 * The quoted original placed under the editor's empty first lines: for a reply, "On {date}, {sender}
 * wrote:" over a blockquote; for a forward, the "Forwarded message" header block. Header values are
 * HTML-escaped. The original HTML goes in exactly as given, NOT sanitized: whoever renders the editor
 * content must sanitize it, as for any mail HTML.
 */
export function quoteOriginal(
  context: ReplyContext,
  mode: ReplyMode,
  options: QuoteOptions = {},
): string {
  const date = formatQuoteDate(context.originalDate, options.timeZone);
  if (mode === 'forward') {
    const lines = [
      '---------- Forwarded message ---------',
      `From: ${escapeHtml(context.from)}`,
      `Date: ${escapeHtml(date)}`,
      `Subject: ${escapeHtml(context.originalSubject)}`,
      `To: ${escapeHtml(context.toList.join(', '))}`,
      ...(context.ccList.length > 0 ? [`Cc: ${escapeHtml(context.ccList.join(', '))}`] : []),
    ];
    return `<br><br><div class="mail-quote mail-forward">${lines.join('<br>')}<br><br>${context.originalHtml}</div>`;
  }
  const sender = escapeHtml(context.originalSender || context.from);
  const attribution = date ? `On ${escapeHtml(date)}, ${sender} wrote:` : `${sender} wrote:`;
  return (
    `<br><br><div class="mail-quote"><div>${attribution}</div>` +
    `<blockquote style="margin:0 0 0 0.8ex;border-left:1px solid #ccc;padding-left:1ex">` +
    `${context.originalHtml}</blockquote></div>`
  );
}

/** e.g. "Tue, Mar 5, 2024, 10:07 AM"; '' for a missing date. */
export function formatQuoteDate(epochMs: number, timeZone?: string): string {
  if (!Number.isFinite(epochMs)) return '';
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(epochMs);
}
