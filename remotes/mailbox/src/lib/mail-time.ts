import dayjs from 'dayjs';

/** A row's time: 'hh:mm A' (e.g. '09:05 AM') for today's mail, else 'MMM DD' (e.g. 'Mar 07'). */
export function formatMailTime(internalDate: number, now: number = Date.now()): string {
  const received = dayjs(internalDate);
  return received.isSame(dayjs(now), 'day')
    ? received.format('hh:mm A')
    : received.format('MMM DD');
}

/** The full date and time, for a tooltip. */
export function formatFullMailTime(internalDate: number): string {
  return dayjs(internalDate).format('ddd, MMM D, YYYY hh:mm A');
}

/** Midnight (local time) of the day `now` falls in. */
export function startOfDay(now: number): number {
  return dayjs(now).startOf('day').valueOf();
}

/** Milliseconds from `now` to the next local midnight. */
export function msUntilNextDay(now: number): number {
  return dayjs(now).add(1, 'day').startOf('day').valueOf() - now;
}
