import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { CalendarDate } from '../../types/calendar';

dayjs.extend(utc);

// Dates without a time are computed in UTC, where every day has 24 hours, so adding days and months
// never trips over a daylight-saving change of the page's zone.
const DATE_FORMAT = 'YYYY-MM-DD';
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function parse(date: CalendarDate): Dayjs {
  return dayjs.utc(date, DATE_FORMAT);
}

/** True for a real `YYYY-MM-DD` day (rejects 2026-02-30). */
export function isCalendarDate(value: string): value is CalendarDate {
  return DATE_PATTERN.test(value) && parse(value).format(DATE_FORMAT) === value;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return parse(date).add(days, 'day').format(DATE_FORMAT);
}

/** The first day of the month `months` away from the month of `date`. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  return parse(date).startOf('month').add(months, 'month').format(DATE_FORMAT);
}

export function startOfMonth(date: CalendarDate): CalendarDate {
  return parse(date).startOf('month').format(DATE_FORMAT);
}

export function daysInMonth(date: CalendarDate): number {
  return parse(date).daysInMonth();
}

/** 0 for Sunday … 6 for Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  return parse(date).day();
}

export function dayOfMonth(date: CalendarDate): number {
  return parse(date).date();
}

export function isSameMonth(a: CalendarDate, b: CalendarDate): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return parse(to).diff(parse(from), 'day');
}

/** 'November 2026' (the month view's 'MMMM YYYY' title). */
export function formatMonthTitle(date: CalendarDate): string {
  return parse(date).format('MMMM YYYY');
}

/** 'Sunday, November 22, 2026'. */
export function formatLongDate(date: CalendarDate): string {
  return parse(date).format('dddd, MMMM D, YYYY');
}
