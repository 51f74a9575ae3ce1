import type { CalendarDate, CalendarEvent } from '../types/calendar';

type Details = Partial<Omit<CalendarEvent, 'id' | 'timing'>>;

/** A timed event between two RFC 3339 instants. */
export function timedEvent(
  id: string,
  start: string,
  end: string,
  details: Details = {},
): CalendarEvent {
  return {
    id,
    summary: id,
    attendeeEmails: [],
    conferenceUris: [],
    ...details,
    timing: { allDay: false, start: new Date(start), end: new Date(end) },
  };
}

/** An all-day event; `endDate` is exclusive, as Google sends it. */
export function allDayEvent(
  id: string,
  startDate: CalendarDate,
  endDate: CalendarDate,
  details: Details = {},
): CalendarEvent {
  return {
    id,
    summary: id,
    attendeeEmails: [],
    conferenceUris: [],
    ...details,
    timing: { allDay: true, startDate, endDate },
  };
}
