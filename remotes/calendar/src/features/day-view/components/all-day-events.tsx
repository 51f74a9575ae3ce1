import { eventTitle } from '../../../lib/format/event-time';
import type { CalendarEvent } from '../../../types/calendar';

export interface AllDayEventsProps {
  events: CalendarEvent[];
  onSelectEvent(event: CalendarEvent): void;
}

/** All-day events, in a row above the timeline. */
export function AllDayEvents({ events, onSelectEvent }: AllDayEventsProps) {
  if (events.length === 0) return null;
  return (
    <ul className="cal-day__all-day" aria-label="All-day events">
      {events.map((event) => (
        <li key={event.id}>
          <button
            type="button"
            className="cal-event cal-event--all-day"
            data-event-id={event.id}
            onClick={() => onSelectEvent(event)}
          >
            <bdi>{eventTitle(event)}</bdi>
          </button>
        </li>
      ))}
    </ul>
  );
}
