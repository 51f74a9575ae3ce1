import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { LoadStatus } from '../../../components/load-status';
import { useModal } from '../../../hooks/use-modal';
import { formatMonthTitle } from '../../../lib/layout/calendar-date';
import {
  eventsByDay,
  monthGridBounds,
  monthWeeks,
  WEEKDAY_LABELS,
} from '../../../lib/layout/month-grid';
import type { CalendarDate, CalendarEvent } from '../../../types/calendar';
import { DayEventsDialog } from './day-events-dialog';
import { MonthDayCell } from './month-day-cell';
import '../../../components/calendar-base.css';
import './month-view.css';

export interface MonthViewProps {
  /** Any day of the month to show. */
  month: CalendarDate;
  today: CalendarDate;
  timeZone: string;
  /** The month's events; undefined until they have been loaded once. */
  events: CalendarEvent[] | undefined;
  loading: boolean;
  errorMessage: string | null;
  onRetry(): void;
  onPreviousMonth(): void;
  onNextMonth(): void;
  onClose(): void;
  /** A day's number was chosen: show that day. */
  onPickDay(date: CalendarDate): void;
  onSelectEvent(event: CalendarEvent): void;
}

/**
 * The full-screen month calendar (docs/behaviour/calendar.md#month-view), a modal <dialog> over the
 * page (use-modal): it covers the whole viewport, so nothing behind it may be read or reached
 * meanwhile. Esc closes it.
 */
export function MonthView({
  month,
  today,
  timeZone,
  events,
  loading,
  errorMessage,
  onRetry,
  onPreviousMonth,
  onNextMonth,
  onClose,
  onPickDay,
  onSelectEvent,
}: MonthViewProps) {
  const titleId = useId();
  const viewRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [moreDay, setMoreDay] = useState<CalendarDate | null>(null);
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const byDay = useMemo(() => {
    const { first, last } = monthGridBounds(month);
    return eventsByDay(events ?? [], first, last, timeZone);
  }, [month, events, timeZone]);

  useModal(viewRef, onClose);
  // The title, not the first button: the reader hears which month this is.
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <dialog
      ref={viewRef}
      className="cal-root cal-viewport-dialog cal-month"
      aria-labelledby={titleId}
    >
      <header className="cal-month__header">
        <button
          type="button"
          className="cal-icon-button"
          aria-label="Previous month"
          onClick={onPreviousMonth}
        >
          ‹
        </button>
        <h2
          id={titleId}
          ref={titleRef}
          className="cal-month__title"
          tabIndex={-1}
          aria-live="polite"
        >
          {formatMonthTitle(month)}
        </h2>
        <button
          type="button"
          className="cal-icon-button"
          aria-label="Next month"
          onClick={onNextMonth}
        >
          ›
        </button>
        <button
          type="button"
          className="cal-icon-button cal-month__close"
          aria-label="Close month calendar"
          onClick={onClose}
        >
          ×
        </button>
      </header>
      <LoadStatus
        loading={loading}
        errorMessage={errorMessage}
        empty={events?.length === 0}
        onRetry={onRetry}
      />
      <table className="cal-month__grid">
        <thead>
          <tr>
            {WEEKDAY_LABELS.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((day) => (
                <MonthDayCell
                  key={day.date}
                  day={day}
                  isToday={day.date === today}
                  events={byDay.get(day.date) ?? []}
                  timeZone={timeZone}
                  onPickDay={onPickDay}
                  onSelectEvent={onSelectEvent}
                  onShowMore={setMoreDay}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {moreDay && (
        <DayEventsDialog
          date={moreDay}
          events={byDay.get(moreDay) ?? []}
          timeZone={timeZone}
          onSelectEvent={onSelectEvent}
          onClose={() => setMoreDay(null)}
        />
      )}
    </dialog>
  );
}
