import type { CalendarDate, CalendarEvent } from '../../types/calendar';
import {
  addDays,
  daysBetween,
  dayOfWeek,
  daysInMonth,
  isSameMonth,
  startOfMonth,
} from './calendar-date';
import { compareEvents, eventDaySpan } from './event-days';

export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** A day cell lists this many events; the rest hide behind '+ more'. */
export const MAX_EVENTS_PER_DAY = 3;

export interface MonthDay {
  date: CalendarDate;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
}

/**
 * The first and last day the grid of `date`'s month shows: the Sunday on or before the 1st and the
 * Saturday on or after the month's last day.
 */
export function monthGridBounds(date: CalendarDate): { first: CalendarDate; last: CalendarDate } {
  const firstOfMonth = startOfMonth(date);
  const leadingDays = dayOfWeek(firstOfMonth);
  const weekCount = Math.ceil((leadingDays + daysInMonth(firstOfMonth)) / 7);
  const first = addDays(firstOfMonth, -leadingDays);
  return { first, last: addDays(first, weekCount * 7 - 1) };
}

/** The weeks (Sunday to Saturday) that show the month of `date`, padded with neighbouring days. */
export function monthWeeks(date: CalendarDate): MonthDay[][] {
  const month = startOfMonth(date);
  const { first, last } = monthGridBounds(date);
  const weekCount = (daysBetween(first, last) + 1) / 7;
  return Array.from({ length: weekCount }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const day = addDays(first, week * 7 + weekday);
      return { date: day, inMonth: isSameMonth(day, month) };
    }),
  );
}

/**
 * Each day from `first` to `last` (inclusive) with the events that show on it, sorted; an event
 * spanning several days is listed on each of them.
 */
export function eventsByDay(
  events: readonly CalendarEvent[],
  first: CalendarDate,
  last: CalendarDate,
  timeZone: string,
): Map<CalendarDate, CalendarEvent[]> {
  const days = new Map<CalendarDate, CalendarEvent[]>();
  for (const event of [...events].sort(compareEvents)) {
    const span = eventDaySpan(event, timeZone);
    const from = span.first > first ? span.first : first;
    const to = span.last < last ? span.last : last;
    for (let offset = 0; offset <= daysBetween(from, to); offset += 1) {
      const day = addDays(from, offset);
      const listed = days.get(day);
      if (listed) listed.push(event);
      else days.set(day, [event]);
    }
  }
  return days;
}

/** The events a day cell lists, and how many more it hides. */
export function visibleDayEvents(events: readonly CalendarEvent[]) {
  return {
    shown: events.slice(0, MAX_EVENTS_PER_DAY),
    hidden: Math.max(events.length - MAX_EVENTS_PER_DAY, 0),
  };
}
