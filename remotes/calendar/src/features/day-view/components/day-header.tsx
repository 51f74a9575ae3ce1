import { addDays, formatLongDate, isCalendarDate } from '../../../lib/layout/calendar-date';
import type { CalendarDate } from '../../../types/calendar';

export interface DayHeaderProps {
  title: string;
  date: CalendarDate;
  /** The day the Today button goes to. */
  today: CalendarDate;
  onDateChange(date: CalendarDate): void;
  onOpenMonth(): void;
}

/** The calendar's heading, day navigation (a day back or on, a date, today) and the way to the month view. */
export function DayHeader({ title, date, today, onDateChange, onOpenMonth }: DayHeaderProps) {
  return (
    <header className="cal-day__header">
      <div className="cal-day__heading">
        <h2 className="cal-day__title">{title}</h2>
        <div className="cal-day__actions">
          <button type="button" className="cal-text-button" onClick={() => onDateChange(today)}>
            Today
          </button>
          <button
            type="button"
            className="cal-text-button"
            aria-label="Open month calendar"
            onClick={onOpenMonth}
          >
            Month
          </button>
        </div>
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
