import { useId } from 'react';
import { Dialog } from '../../../components/dialog';
import { formatEventTimes } from '../../../lib/format/event-time';
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
  const titleId = useId();
  return (
    <Dialog titleId={titleId} onClose={onClose} className="cal-day-list">
      <div className="cal-dialog__header">
        <h2 id={titleId} className="cal-dialog__title">
          {formatLongDate(date)}
        </h2>
        <button
          type="button"
          className="cal-icon-button"
          aria-label="Close day"
          onClick={onClose}
          data-autofocus
        >
          ×
        </button>
      </div>
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
              <span>{event.summary || '(No title)'}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
