import type { CalendarDate } from '../../types/calendar';
import { addDays, addMonths, startOfMonth } from './calendar-date';
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

/** The whole month that `date` falls in, from its first day's start to the next month's. */
export function monthRange(date: CalendarDate, timeZone: string): TimeRange {
  return {
    timeMin: startOfDay(startOfMonth(date), timeZone).toISOString(),
    timeMax: startOfDay(addMonths(date, 1), timeZone).toISOString(),
  };
}
