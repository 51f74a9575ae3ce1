/** A day of the calendar without a time or a zone, as `YYYY-MM-DD` (also an <input type=date> value). */
export type CalendarDate = string;

/** When an event happens: instants for timed events, whole days for all-day events. */
export type EventTiming =
  | { allDay: false; start: Date; end: Date }
  /** Google's all-day events: `end` is exclusive (a one-day event ends the next day). */
  | { allDay: true; startDate: CalendarDate; endDate: CalendarDate };

/** A calendar event as the views use it (docs/behaviour/calendar.md#calls, fields read). */
export interface CalendarEvent {
  id: string;
  /** '' when the event has no title. */
  summary: string;
  /** HTML written by the organizer: hostile until sanitized. */
  description?: string;
  location?: string;
  timing: EventTiming;
  organizerEmail?: string;
  attendeeEmails: string[];
  hangoutLink?: string;
  /** conferenceData.entryPoints[].uri, in order. */
  conferenceUris: string[];
}
