import { useMemo } from 'react';
import { LoadStatus } from '../../../components/load-status';
import { occursOn } from '../../../lib/layout/event-days';
import { layoutTimedEvents, nowLineTop } from '../../../lib/layout/timeline';
import { dateIn } from '../../../lib/layout/zoned-time';
import type { CalendarDate, CalendarEvent } from '../../../types/calendar';
import { AllDayEvents } from './all-day-events';
import { DayHeader } from './day-header';
import { DayTimeline } from './day-timeline';
import '../../../components/calendar-base.css';
import './day-view.css';

export interface DayViewProps {
  /** The visible heading. */
  title: string;
  date: CalendarDate;
  timeZone: string;
  now: Date;
  /** The day's events; undefined until they have been loaded once. */
  events: CalendarEvent[] | undefined;
  loading: boolean;
  errorMessage: string | null;
  onRetry(): void;
  onDateChange(date: CalendarDate): void;
  onOpenMonth(): void;
  onSelectEvent(event: CalendarEvent): void;
}

/**
 * One day: navigation, all-day events and the 24-hour timeline
 * (docs/behaviour/calendar.md#day-view).
 */
export function DayView({
  title,
  date,
  timeZone,
  now,
  events,
  loading,
  errorMessage,
  onRetry,
  onDateChange,
  onOpenMonth,
  onSelectEvent,
}: DayViewProps) {
  const blocks = useMemo(
    () => layoutTimedEvents(events ?? [], date, timeZone),
    [events, date, timeZone],
  );
  const allDay = useMemo(
    () => (events ?? []).filter((event) => event.timing.allDay && occursOn(event, date, timeZone)),
    [events, date, timeZone],
  );

  return (
    <section className="cal-root cal-day" aria-label="Day calendar" data-remote="calendar">
      <DayHeader
        title={title}
        date={date}
        today={dateIn(now, timeZone)}
        onDateChange={onDateChange}
        onOpenMonth={onOpenMonth}
      />
      <LoadStatus
        loading={loading}
        errorMessage={errorMessage}
        empty={events !== undefined && blocks.length === 0 && allDay.length === 0}
        onRetry={onRetry}
      />
      <AllDayEvents events={allDay} onSelectEvent={onSelectEvent} />
      <DayTimeline
        date={date}
        timeZone={timeZone}
        blocks={blocks}
        nowTop={nowLineTop(now, date, timeZone)}
        eventsKnown={events !== undefined}
        onSelectEvent={onSelectEvent}
      />
    </section>
  );
}
