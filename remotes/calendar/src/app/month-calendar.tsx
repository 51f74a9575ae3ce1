import { useMemo, useState } from 'react';
import type { MonthCalendarProps } from '@mail/contracts';
import { useEventDetails } from '../features/event-details';
import { useEvents } from '../features/events';
import { MonthView } from '../features/month-view';
import { useToday } from '../hooks/use-now';
import { addMonths, startOfMonth } from '../lib/layout/calendar-date';
import { monthGridRange } from '../lib/layout/ranges';
import { localTimeZone } from '../lib/layout/zoned-time';
import { useSelectedDate } from '../stores/selected-date';

export interface MonthCalendarAppProps extends MonthCalendarProps {
  /** Defaults to the page's zone. */
  timeZone?: string;
}

/** The month calendar: opens on the day view's month; picking a day shows it in the day view. */
export function MonthCalendar({ onClose, timeZone = localTimeZone() }: MonthCalendarAppProps) {
  const [selectedDate, setSelectedDate] = useSelectedDate();
  const [month, setMonth] = useState(() => startOfMonth(selectedDate));
  const today = useToday(timeZone);
  const range = useMemo(() => monthGridRange(month, timeZone), [month, timeZone]);
  const { events, loading, errorMessage, retry } = useEvents(range);
  const { detailsDialog, openDetails } = useEventDetails(timeZone);

  return (
    <>
      <MonthView
        month={month}
        today={today}
        timeZone={timeZone}
        events={events}
        loading={loading}
        errorMessage={errorMessage}
        onRetry={retry}
        onPreviousMonth={() => setMonth(addMonths(month, -1))}
        onNextMonth={() => setMonth(addMonths(month, 1))}
        onClose={onClose}
        onPickDay={(date) => {
          setSelectedDate(date);
          onClose();
        }}
        onSelectEvent={openDetails}
      />
      {detailsDialog}
    </>
  );
}
