import { useState } from 'react';
import { DayCalendar } from './day-calendar';
import { MonthCalendar } from './month-calendar';

export interface CalendarAppProps {
  /** Which view shows first; the month view opens over the day view, full screen. */
  initialView?: 'day' | 'month';
  timeZone?: string;
}

/** Both views together, for pages without the shell: the embed and the remote's own dev page. */
export function CalendarApp({ initialView = 'day', timeZone }: CalendarAppProps) {
  const [monthOpen, setMonthOpen] = useState(initialView === 'month');
  return (
    <>
      <DayCalendar onOpenMonth={() => setMonthOpen(true)} timeZone={timeZone} />
      {monthOpen && <MonthCalendar onClose={() => setMonthOpen(false)} timeZone={timeZone} />}
    </>
  );
}
