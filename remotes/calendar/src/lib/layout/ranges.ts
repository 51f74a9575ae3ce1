import type { CalendarDate } from '../../types/calendar';
import { addDays } from './calendar-date';
import { monthGridBounds } from './month-grid';
import { startOfDay } from './zoned-time';

/** A span of time as RFC 3339 instants: what events.list takes as timeMin and timeMax. */
export interface TimeRange {
  timeMin: string;
  timeMax: string;
}

/** The whole day from its first instant to the next day's (timeMax is exclusive for an event's start). */
export function dayRange(date: CalendarDate, timeZone: string): TimeRange {
  return {
    timeMin: startOfDay(date, timeZone).toISOString(),
    timeMax: startOfDay(addDays(date, 1), timeZone).toISOString(),
  };
}

/**
 * Every day the month grid of `date` shows, the neighbouring months' leading and trailing days
 * included (their cells list events too): from the grid's first day's start to the day after its last.
 */
export function monthGridRange(date: CalendarDate, timeZone: string): TimeRange {
  const { first, last } = monthGridBounds(date);
  return {
    timeMin: startOfDay(first, timeZone).toISOString(),
    timeMax: startOfDay(addDays(last, 1), timeZone).toISOString(),
  };
}
