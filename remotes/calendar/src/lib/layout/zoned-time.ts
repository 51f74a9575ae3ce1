import type { CalendarDate } from '../../types/calendar';

/** The page's own time zone, e.g. 'Europe/Berlin'. Every view shows local times in it. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** What a wall clock in a zone reads at an instant. */
export interface WallClock {
  date: CalendarDate;
  /** Minutes since the day's midnight as the clock reads them, 0 … 1439 (DST gaps and repeats included). */
  minuteOfDay: number;
}

const MS_PER_DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function readParts(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The wall clock's reading, as if it were UTC: the offset is this minus the instant. */
function wallAsUtcMs(instant: Date, timeZone: string): number {
  const { year, month, day, hour, minute, second } = readParts(instant, timeZone);
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

function offsetMs(instantMs: number, timeZone: string): number {
  return wallAsUtcMs(new Date(instantMs), timeZone) - Math.floor(instantMs / 1000) * 1000;
}

export function wallClock(instant: Date, timeZone: string): WallClock {
  const { year, month, day, hour, minute } = readParts(instant, timeZone);
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { date, minuteOfDay: hour * 60 + minute };
}

/**
 * The first instant of a day in a zone. Usually its midnight; where a DST change skips midnight
 * (clocks jump from 23:59 to 01:00) the instant the day begins, which reads 01:00.
 */
export function startOfDay(date: CalendarDate, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  // The offset can differ on either side of a change that day: try both, keep the earliest that fits.
  const candidates = [
    midnightAsUtc - offsetMs(midnightAsUtc - MS_PER_DAY, timeZone),
    midnightAsUtc - offsetMs(midnightAsUtc + MS_PER_DAY, timeZone),
  ].sort((a, b) => a - b);
  const exact = candidates.find((ms) => wallAsUtcMs(new Date(ms), timeZone) === midnightAsUtc);
  if (exact !== undefined) return new Date(exact);
  // A gap swallowed midnight: the day begins at the change, the first candidate already on that day.
  const firstOnDay = candidates.find((ms) => dateIn(new Date(ms), timeZone) === date);
  return new Date(firstOnDay ?? candidates[0]!);
}

/** The day `instant` falls on in a zone. */
export function dateIn(instant: Date, timeZone: string): CalendarDate {
  return wallClock(instant, timeZone).date;
}
