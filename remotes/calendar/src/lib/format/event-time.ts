import type { CalendarEvent } from '../../types/calendar';
import { formatLongDate } from '../layout/calendar-date';
import { eventDaySpan } from '../layout/event-days';
import { dateIn } from '../layout/zoned-time';

/** An event's title as shown: Google allows an event without one. */
export function eventTitle(event: CalendarEvent): string {
  return event.summary || '(No title)';
}

/** '12 AM', '1 AM' … '12 PM' … '11 PM': the timeline's hour labels. */
export function hourLabel(hour: number): string {
  return `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}`;
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** '9:30 AM' on the wall clock of a zone. */
export function formatTimeOfDay(instant: Date, timeZone: string): string {
  let formatter = timeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
    timeFormatters.set(timeZone, formatter);
  }
  // Newer ICU puts a narrow no-break space before AM/PM; keep one plain space everywhere.
  return formatter.format(instant).replace(/\u202f/g, ' ');
}

/** '9:30 AM – 10:00 AM', or 'All day': the time shown on an event in a list or on the timeline. */
export function formatEventTimes({ timing }: CalendarEvent, timeZone: string): string {
  if (timing.allDay) return 'All day';
  return `${formatTimeOfDay(timing.start, timeZone)} – ${formatTimeOfDay(timing.end, timeZone)}`;
}

/**
 * When an event happens, in full: 'Monday, November 23, 2026 · 9:30 AM – 10:00 AM'; events over
 * several days name both ends.
 */
export function formatEventWhen(event: CalendarEvent, timeZone: string): string {
  const { first, last } = eventDaySpan(event, timeZone);
  const { timing } = event;
  if (timing.allDay) {
    const days =
      first === last ? formatLongDate(first) : `${formatLongDate(first)} – ${formatLongDate(last)}`;
    return `${days} · All day`;
  }
  const start = formatTimeOfDay(timing.start, timeZone);
  const end = formatTimeOfDay(timing.end, timeZone);
  if (first === last) return `${formatLongDate(first)} · ${start} – ${end}`;
  return `${formatLongDate(first)}, ${start} – ${formatLongDate(dateIn(timing.end, timeZone))}, ${end}`;
}
