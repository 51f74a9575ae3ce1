/**
 * Calendar and mail times are built in the machine's local time zone: JavaScript's local Date methods
 * use the same zone that Intl.DateTimeFormat().resolvedOptions().timeZone names, so the offsets written
 * with each dateTime and the zone name beside them agree.
 */
export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Local midnight of the day `offsetDays` after the day of `date` (DST-safe). */
export function localDay(date: Date, offsetDays = 0): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + offsetDays);
}

/** `day` (a local midnight) at the given local wall-clock time; minutes may overflow into hours. */
export function atLocalTime(day: Date, hours: number, minutes = 0): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);
}

/** '+02:00' style offset of the local zone at `date`. */
function localOffset(date: Date, separator: string): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${separator}${pad(abs % 60)}`;
}

/** RFC 3339 local date-time with its offset, as Calendar writes `dateTime`. */
export function formatLocalDateTime(date: Date): string {
  return (
    `${formatLocalDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}:` +
    `${pad(date.getSeconds())}${localOffset(date, ':')}`
  );
}

/** 'YYYY-MM-DD' of the local day, as Calendar writes all-day `date`. */
export function formatLocalDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local zone's offset from UTC at `epochMs`, in minutes east. */
export function localOffsetMinutes(epochMs: number): number {
  return -new Date(epochMs).getTimezoneOffset();
}

/** An RFC 5322 Date value for `epochMs` as seen in a zone `offsetMinutes` east of UTC. */
export function formatMailDate(epochMs: number, offsetMinutes: number): string {
  const shifted = new Date(epochMs + offsetMinutes * MINUTE_MS);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return (
    `${DAY_NAMES[shifted.getUTCDay()]}, ${shifted.getUTCDate()} ${MONTH_NAMES[shifted.getUTCMonth()]} ` +
    `${shifted.getUTCFullYear()} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:` +
    `${pad(shifted.getUTCSeconds())} ${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`
  );
}

/** 'YYYY-MM-DD HH:mm' in a zone `offsetMinutes` east of UTC: for reply attributions. */
export function formatShortDate(epochMs: number, offsetMinutes: number): string {
  const shifted = new Date(epochMs + offsetMinutes * MINUTE_MS);
  return (
    `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`
  );
}

/** 'YYYYMMDDTHHMMSSZ': iCalendar's UTC date-time, also used in recurring event instance ids. */
export function formatUtcBasic(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
