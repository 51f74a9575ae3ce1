import { formatShortDate } from '../local-time';
import type { Language } from '../people';

interface Author {
  name: string;
  email: string;
}

/** The line a mail program in `language` writes above a quoted message. */
export function replyAttribution(language: Language, date: string, author: Author): string {
  const who = `${author.name} <${author.email}>`;
  switch (language) {
    case 'fr':
      return `Le ${date}, ${who} a écrit :`;
    case 'de':
      return `Am ${date} schrieb ${who}:`;
    case 'es':
      return `El ${date}, ${who} escribió:`;
    case 'pt':
      return `Em ${date}, ${who} escreveu:`;
    case 'sv':
      return `${date} skrev ${who}:`;
    case 'ru':
      return `${date}, ${who} пишет:`;
    case 'el':
      return `Στις ${date}, ο/η ${who} έγραψε:`;
    case 'zh':
      return `在 ${date}，${who} 写道：`;
    case 'ja':
      return `${date} ${who} のメッセージ:`;
    case 'ar':
      return `في ${date}، كتب ${who}:`;
    case 'he':
      return `ב-${date}, מאת ${who}:`;
    default:
      return `On ${date}, ${who} wrote:`;
  }
}

/** Gmail's header block above a forwarded message. */
export function forwardAttribution(
  epochMs: number,
  offsetMinutes: number,
  from: Author,
  subject: string,
  to: string,
): string {
  return [
    '---------- Forwarded message ---------',
    `From: ${from.name} <${from.email}>`,
    `Date: ${formatShortDate(epochMs, offsetMinutes)}`,
    `Subject: ${subject}`,
    `To: ${to}`,
  ].join('\n');
}
