// Built once, not per row: making an Intl formatter costs far more than formatting with one, and
// every page paints 25-50 rows, each with a time and a tooltip.
const clockFormat = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});
const monthDayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit' });
const fullDateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** 'hh:mm A', e.g. '09:05 AM'. */
// ICU may write a narrow no-break space before AM/PM; the product shows a plain one.
const clockTime = (date: Date) => clockFormat.format(date).replace(/\s/, ' ');

const sameLocalDay = (a: Date, b: Date) =>
  a.getDate() === b.getDate() &&
  a.getMonth() === b.getMonth() &&
  a.getFullYear() === b.getFullYear();

/** A row's time: 'hh:mm A' (e.g. '09:05 AM') for today's mail, else 'MMM DD' (e.g. 'Mar 07'). */
export function formatMailTime(internalDate: number, now: number = Date.now()): string {
  const received = new Date(internalDate);
  return sameLocalDay(received, new Date(now))
    ? clockTime(received)
    : monthDayFormat.format(received);
}

/** The full date and time, for a tooltip: 'ddd, MMM D, YYYY hh:mm A'. */
export function formatFullMailTime(internalDate: number): string {
  const received = new Date(internalDate);
  return `${fullDateFormat.format(received)} ${clockTime(received)}`;
}

// Date's own local-time arithmetic, not a date library: dayjs was 2.9 KiB gzip of the first screen
// for these two lines.

/** Midnight (local time) of the day `now` falls in. */
export function startOfDay(now: number): number {
  return new Date(now).setHours(0, 0, 0, 0);
}

/** Milliseconds from `now` to the next local midnight (hour 24 is the next day's midnight, DST or not). */
export function msUntilNextDay(now: number): number {
  return new Date(now).setHours(24, 0, 0, 0) - now;
}
