import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { CalendarDate } from '../../types/calendar';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The page's own time zone, e.g. 'Europe/Berlin'. Every view shows local times in it. */
export function localTimeZone(): string {
  return dayjs.tz.guess();
}

/** What a wall clock in a zone reads at an instant. */
export interface WallClock {
  date: CalendarDate;
  /** Minutes since the day's midnight as the clock reads them, 0 … 1439 (DST gaps and repeats included). */
  minuteOfDay: number;
}

export function wallClock(instant: Date, timeZone: string): WallClock {
  const clock = dayjs(instant).tz(timeZone);
  return { date: clock.format('YYYY-MM-DD'), minuteOfDay: clock.hour() * 60 + clock.minute() };
}

/**
 * The first instant of a day in a zone. Usually its midnight; where a DST change skips midnight
 * (clocks jump from 23:59 to 01:00) the instant the day begins, which reads 01:00.
 */
export function startOfDay(date: CalendarDate, timeZone: string): Date {
  const midnight = dayjs.tz(date, timeZone);
  // Where a fall-back repeats midnight dayjs picks the second one; the day began at the first.
  const hourEarlier = midnight.subtract(1, 'hour').toDate();
  const repeated = wallClock(hourEarlier, timeZone);
  return repeated.date === date && repeated.minuteOfDay === 0 ? hourEarlier : midnight.toDate();
}

/** The day `instant` falls on in a zone. */
export function dateIn(instant: Date, timeZone: string): CalendarDate {
  return wallClock(instant, timeZone).date;
}
