import { useMemo, type ReactNode } from 'react';
import { eventTitle, formatTimeOfDay } from '../../../lib/format/event-time';
import { dayOfMonth, formatLongDate } from '../../../lib/layout/calendar-date';
import { visibleDayEvents, type MonthDay } from '../../../lib/layout/month-grid';
import { startOfDay } from '../../../lib/layout/zoned-time';
import type { CalendarDate, CalendarEvent } from '../../../types/calendar';

export interface MonthDayCellProps {
  day: MonthDay;
  isToday: boolean;
  events: CalendarEvent[];
  timeZone: string;
  onPickDay(date: CalendarDate): void;
  onSelectEvent(event: CalendarEvent): void;
  onShowMore(date: CalendarDate): void;
}

function eventLabel(event: CalendarEvent, dayStart: Date, timeZone: string): ReactNode {
  // Isolated: a right-to-left title cannot reorder the time or '(continued)' beside it.
  const title = <bdi>{eventTitle(event)}</bdi>;
  if (event.timing.allDay) return title;
  // Begun on an earlier day: its start time belongs to that day, not this one.
  if (event.timing.start < dayStart) return <>{title} (continued)</>;
  return (
    <>
      {formatTimeOfDay(event.timing.start, timeZone)} {title}
    </>
  );
}

/** One day of the month grid: its number, up to three events and '+ more'. */
export function MonthDayCell({
  day,
  isToday,
  events,
  timeZone,
  onPickDay,
  onSelectEvent,
  onShowMore,
}: MonthDayCellProps) {
  const { shown, hidden } = visibleDayEvents(events);
  // Once per day, not per event and render: startOfDay formats through Intl.
  const dayStart = useMemo(() => startOfDay(day.date, timeZone), [day.date, timeZone]);
  const classes = ['cal-month__cell'];
  if (!day.inMonth) classes.push('cal-month__cell--outside');
  if (isToday) classes.push('cal-month__cell--today');
  return (
    <td
      className={classes.join(' ')}
      aria-current={isToday ? 'date' : undefined}
      data-date={day.date}
    >
      <button
        type="button"
        className="cal-month__day-number"
        aria-label={`${formatLongDate(day.date)}${isToday ? ', today' : ''}`}
        onClick={() => onPickDay(day.date)}
      >
        {dayOfMonth(day.date)}
      </button>
      {shown.length > 0 && (
        <ul className="cal-month__events">
          {shown.map((event) => (
            <li key={event.id}>
              <button
                type="button"
                className={
                  event.timing.allDay
                    ? 'cal-month__event cal-month__event--all-day'
                    : 'cal-month__event'
                }
                data-event-id={event.id}
                onClick={() => onSelectEvent(event)}
              >
                {eventLabel(event, dayStart, timeZone)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <button
          type="button"
          className="cal-month__more"
          aria-label={`+ more: all ${events.length} events on ${formatLongDate(day.date)}`}
          onClick={() => onShowMore(day.date)}
        >
          + more
        </button>
      )}
    </td>
  );
}
