import type { DayCalendarProps } from '@mail/contracts';
import { calendarTitle } from '../calendar-title';

export default function DayCalendar({ onOpenMonth }: DayCalendarProps) {
  return (
    <section aria-label="Day calendar" data-remote="calendar">
      <h2>{calendarTitle}</h2>
      <button type="button" onClick={onOpenMonth}>
        Month
      </button>
    </section>
  );
}
