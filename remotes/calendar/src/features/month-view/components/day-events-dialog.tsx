import { Dialog } from '../../../components/dialog';
import { eventTitle, formatEventTimes } from '../../../lib/format/event-time';
import { formatLongDate } from '../../../lib/layout/calendar-date';
import type { CalendarDate, CalendarEvent } from '../../../types/calendar';

export interface DayEventsDialogProps {
  date: CalendarDate;
  events: CalendarEvent[];
  timeZone: string;
  onSelectEvent(event: CalendarEvent): void;
  onClose(): void;
}

/** Every event of one day: what '+ more' opens. */
export function DayEventsDialog({
  date,
  events,
  timeZone,
  onSelectEvent,
  onClose,
}: DayEventsDialogProps) {
  return (
    <Dialog
      title={formatLongDate(date)}
      closeLabel="Close day"
      onClose={onClose}
      className="cal-day-list"
    >
      <ul className="cal-day-list__events">
        {events.map((event) => (
          <li key={event.id}>
            <button
              type="button"
              className="cal-day-list__event"
              data-event-id={event.id}
              onClick={() => onSelectEvent(event)}
            >
              <span className="cal-day-list__time">{formatEventTimes(event, timeZone)}</span>
              <bdi>{eventTitle(event)}</bdi>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
