import { useMemo } from 'react';
import type { DayCalendarProps } from '@mail/contracts';
import { calendarTitle } from '../calendar-title';
import { DayView } from '../features/day-view';
import { useEventDetails } from '../features/event-details';
import { useEvents } from '../features/events';
import { useNow } from '../hooks/use-now';
import { dayRange } from '../lib/layout/ranges';
import { localTimeZone } from '../lib/layout/zoned-time';
import { useSelectedDate } from '../stores/selected-date';

export interface DayCalendarAppProps extends DayCalendarProps {
  /** Defaults to the page's zone. */
  timeZone?: string;
}

/** The day calendar: the selected day's events, and the details of the one clicked. */
export function DayCalendar({ onOpenMonth, timeZone = localTimeZone() }: DayCalendarAppProps) {
  const [date, setDate] = useSelectedDate();
  const now = useNow();
  const range = useMemo(() => dayRange(date, timeZone), [date, timeZone]);
  const { events, loading, errorMessage, retry } = useEvents({
    ...range,
    conferenceDataVersion: 1,
  });
  const { detailsDialog, openDetails } = useEventDetails(timeZone);

  return (
    <>
      <DayView
        title={calendarTitle}
        date={date}
        timeZone={timeZone}
        now={now}
        events={events}
        loading={loading}
        errorMessage={errorMessage}
        onRetry={retry}
        onDateChange={setDate}
        onOpenMonth={onOpenMonth}
        onSelectEvent={openDetails}
      />
      {detailsDialog}
    </>
  );
}
