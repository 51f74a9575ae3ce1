import { useMemo, useState } from 'react';
import type { MonthCalendarProps } from '@mail/contracts';
import { EventDetailsDialog } from '../features/event-details';
import { useEvents } from '../features/events';
import { MonthView } from '../features/month-view';
import { useNow } from '../hooks/use-now';
import { addMonths, startOfMonth } from '../lib/layout/calendar-date';
import { monthRange } from '../lib/layout/ranges';
import { dateIn, localTimeZone } from '../lib/layout/zoned-time';
import { useSelectedDate } from '../stores/selected-date';
import type { CalendarEvent } from '../types/calendar';

export interface MonthCalendarAppProps extends MonthCalendarProps {
  /** Defaults to the page's zone. */
  timeZone?: string;
}

/** The month calendar: opens on the day view's month; picking a day shows it in the day view. */
export function MonthCalendar({ onClose, timeZone = localTimeZone() }: MonthCalendarAppProps) {
  const [selectedDate, setSelectedDate] = useSelectedDate();
  const [month, setMonth] = useState(() => startOfMonth(selectedDate));
  const now = useNow();
  const range = useMemo(() => monthRange(month, timeZone), [month, timeZone]);
  const { events, loading, errorMessage, retry } = useEvents(range);
  const [openEvent, setOpenEvent] = useState<CalendarEvent | null>(null);

  return (
    <>
      <MonthView
        month={month}
        today={dateIn(now, timeZone)}
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
        onSelectEvent={setOpenEvent}
      />
      {openEvent && (
        <EventDetailsDialog
          event={openEvent}
          timeZone={timeZone}
          onClose={() => setOpenEvent(null)}
        />
      )}
    </>
  );
}
