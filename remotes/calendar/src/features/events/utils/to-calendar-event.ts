import type { CalendarEvent as ApiEvent } from '@mail/gmail-client';
import { addDays, isCalendarDate } from '../../../lib/layout/calendar-date';
import type { CalendarEvent, EventTiming } from '../../../types/calendar';

function instant(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function timingOf({ start, end }: ApiEvent): EventTiming | null {
  const startInstant = instant(start?.dateTime);
  if (startInstant) {
    const endInstant = instant(end?.dateTime) ?? startInstant;
    return {
      allDay: false,
      start: startInstant,
      end: endInstant < startInstant ? startInstant : endInstant,
    };
  }
  const startDate = start?.date;
  if (!startDate || !isCalendarDate(startDate)) return null;
  const endDate = end?.date;
  return {
    allDay: true,
    startDate,
    // The end is exclusive: a missing or too-early end still leaves a one-day event.
    endDate:
      endDate && isCalendarDate(endDate) && endDate > startDate ? endDate : addDays(startDate, 1),
  };
}

const text = (value: string | null | undefined) => (value?.trim() ? value : undefined);

/** The event as the views use it; null for cancelled events and events without a usable time. */
export function toCalendarEvent(event: ApiEvent): CalendarEvent | null {
  const timing = timingOf(event);
  if (!event.id || !timing || event.status === 'cancelled') return null;
  return {
    id: event.id,
    summary: event.summary?.trim() ?? '',
    description: text(event.description),
    location: text(event.location)?.trim(),
    timing,
    organizerEmail: text(event.organizer?.email),
    attendeeEmails: (event.attendees ?? []).flatMap(({ email }) => (email ? [email] : [])),
    hangoutLink: text(event.hangoutLink),
    conferenceUris: (event.conferenceData?.entryPoints ?? []).flatMap(({ uri }) =>
      uri ? [uri] : [],
    ),
  };
}
