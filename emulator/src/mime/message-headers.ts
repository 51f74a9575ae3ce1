import type { GmailPart, MessageHeaders } from './types';

type Header = GmailPart['headers'][number];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// RFC 5322 §4.3 zone names; military letters and unknown names count as -0000 (no known offset).
const ZONE_HOURS: Record<string, number> = {
  ut: 0,
  utc: 0,
  gmt: 0,
  z: 0,
  est: -5,
  edt: -4,
  cst: -6,
  cdt: -5,
  mst: -7,
  mdt: -6,
  pst: -8,
  pdt: -7,
};
const RFC5322_DATE =
  /^\s*(?:[a-z]+[\s,]*)?(\d{1,2})[\s-]+([a-z]{3})[a-z]*\.?[\s-]+(\d{2,4})\s+(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?\s*(?:([+-])(\d{2}):?(\d{2})|([a-z]+))?/i;

/**
 * An RFC 5322 date (obsolete forms included: two-digit years, named zones, missing seconds or
 * weekday) as epoch ms; anything else is left to Date.parse; undefined when neither understands it.
 */
export function parseMailDate(value: string): number | undefined {
  const match = RFC5322_DATE.exec(value);
  const month = match ? MONTHS.indexOf(match[2]!.toLowerCase()) : -1;
  if (match && month !== -1) {
    const [, day, , yearText, hour, minute, second, sign, zoneHours, zoneMinutes, zoneName] = match;
    let year = Number(yearText);
    // RFC 5322 §4.3: two-digit years 00-49 are 20xx, others 19xx; three digits add 1900.
    if (yearText!.length === 2) year += year < 50 ? 2000 : 1900;
    else if (yearText!.length === 3) year += 1900;
    const offsetMinutes = sign
      ? (sign === '-' ? -1 : 1) * (Number(zoneHours) * 60 + Number(zoneMinutes))
      : (ZONE_HOURS[zoneName?.toLowerCase() ?? ''] ?? 0) * 60;
    const utc = Date.UTC(
      year,
      month,
      Number(day),
      Number(hour),
      Number(minute),
      Number(second ?? 0),
    );
    return utc - offsetMinutes * 60_000;
  }
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** The ids written as <…> in a Message-ID / In-Reply-To / References value, else its bare words. */
export function parseMessageIds(value: string): string[] {
  const bracketed = [...value.matchAll(/<([^<>]*)>/g)].map((match) => match[1]!.trim());
  if (bracketed.length > 0) return bracketed.filter((id) => id.length > 0);
  return value.split(/\s+/).filter((word) => word.length > 0);
}

/** The fields the store needs, from the root's decoded headers (repeated address fields joined). */
export function readMessageHeaders(headers: Header[]): MessageHeaders {
  const all = (name: string) =>
    headers.filter((header) => header.name.toLowerCase() === name).map((header) => header.value);
  const first = (name: string) => all(name)[0];
  const date = first('date');
  return {
    subject: first('subject') ?? '',
    from: first('from') ?? '',
    to: all('to').join(', '),
    cc: all('cc').join(', '),
    bcc: all('bcc').join(', '),
    date: date === undefined ? undefined : parseMailDate(date),
    messageId: parseMessageIds(first('message-id') ?? '')[0] ?? '',
    inReplyTo: parseMessageIds(first('in-reply-to') ?? '')[0] ?? '',
    references: parseMessageIds(first('references') ?? ''),
  };
}
