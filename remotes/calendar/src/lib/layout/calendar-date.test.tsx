import {
  addDays,
  addMonths,
  dayOfWeek,
  formatLongDate,
  formatMonthTitle,
  isCalendarDate,
} from './calendar-date';

describe('calendar dates', () => {
  it('accepts only real YYYY-MM-DD days', () => {
    expect(isCalendarDate('2026-11-22')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it('adds days across months, years and DST changes', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
  });

  it('moves by months to the first day of the month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-01');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-01');
  });

  it('knows the weekday and writes titles', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(formatMonthTitle('2026-11-22')).toBe('November 2026');
    expect(formatLongDate('2026-11-22')).toBe('Sunday, November 22, 2026');
  });
});
