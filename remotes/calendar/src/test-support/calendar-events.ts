import type { CalendarDate, CalendarEvent } from '../types/calendar';

type Details = Partial<Omit<CalendarEvent, 'id' | 'timing'>>;

const event = (id: string, details: Details, timing: CalendarEvent['timing']): CalendarEvent => ({
  id,
  summary: id,
  attendeeEmails: [],
  conferenceUris: [],
  ...details,
  timing,
});

/** A timed event between two RFC 3339 instants. */
export function timedEvent(
  id: string,
  start: string,
  end: string,
  details: Details = {},
): CalendarEvent {
  return event(id, details, { allDay: false, start: new Date(start), end: new Date(end) });
}

/** An all-day event; `endDate` is exclusive, as Google sends it. */
export function allDayEvent(
  id: string,
  startDate: CalendarDate,
  endDate: CalendarDate,
  details: Details = {},
): CalendarEvent {
  return event(id, details, { allDay: true, startDate, endDate });
}
