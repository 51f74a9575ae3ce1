import { addDays, formatLongDate, isCalendarDate } from '../../../lib/layout/calendar-date';
import type { CalendarDate } from '../../../types/calendar';

export interface DayHeaderProps {
  title: string;
  date: CalendarDate;
  onDateChange(date: CalendarDate): void;
  onOpenMonth(): void;
}

/** The calendar's heading, day navigation and the way to the month view. */
export function DayHeader({ title, date, onDateChange, onOpenMonth }: DayHeaderProps) {
  return (
    <header className="cal-day__header">
      <div className="cal-day__heading">
        <h2 className="cal-day__title">{title}</h2>
        <button
          type="button"
          className="cal-text-button"
          aria-label="Open month calendar"
          onClick={onOpenMonth}
        >
          Month
        </button>
      </div>
      <div className="cal-day__nav">
        <button
          type="button"
          className="cal-icon-button"
          aria-label="Previous day"
          onClick={() => onDateChange(addDays(date, -1))}
        >
          ‹
        </button>
        <input
          type="date"
          className="cal-day__date-input"
          aria-label="Date"
          value={date}
          // A cleared or half-typed date changes nothing.
          onChange={(event) =>
            isCalendarDate(event.target.value) && onDateChange(event.target.value)
          }
        />
        <button
          type="button"
          className="cal-icon-button"
          aria-label="Next day"
          onClick={() => onDateChange(addDays(date, 1))}
        >
          ›
        </button>
      </div>
      <p className="cal-day__date-label">{formatLongDate(date)}</p>
    </header>
  );
}
