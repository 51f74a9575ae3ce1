import type { CalendarDate, CalendarEvent } from '../../types/calendar';
import { addDays } from './calendar-date';
import { dateIn } from './zoned-time';

/** The first and last day (both inclusive) an event shows on in a zone. */
export interface DaySpan {
  first: CalendarDate;
  last: CalendarDate;
}

export function eventDaySpan({ timing }: CalendarEvent, timeZone: string): DaySpan {
  if (timing.allDay) {
    const last = addDays(timing.endDate, -1);
    return { first: timing.startDate, last: last < timing.startDate ? timing.startDate : last };
  }
  const first = dateIn(timing.start, timeZone);
  // An event ending at midnight does not show on the day that midnight begins.
  const last =
    timing.end > timing.start ? dateIn(new Date(timing.end.getTime() - 1), timeZone) : first;
  return { first, last };
}

export function occursOn(event: CalendarEvent, date: CalendarDate, timeZone: string): boolean {
  const { first, last } = eventDaySpan(event, timeZone);
  return first <= date && date <= last;
}

/** All-day events first, then by start, then by end, then by title. */
export function compareEvents(a: CalendarEvent, b: CalendarEvent): number {
  const key = ({ timing }: CalendarEvent): [number, string, string] =>
    timing.allDay
      ? [0, timing.startDate, timing.endDate]
      : [1, timing.start.toISOString(), timing.end.toISOString()];
  const [kindA, startA, endA] = key(a);
  const [kindB, startB, endB] = key(b);
  return (
    kindA - kindB ||
    startA.localeCompare(startB) ||
    endA.localeCompare(endB) ||
    a.summary.localeCompare(b.summary)
  );
}
