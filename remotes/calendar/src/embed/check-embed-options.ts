import type { CalendarEmbedOptions } from '@mail/contracts';
import { isCalendarDate } from '../lib/layout/calendar-date';
import { calendarApiOrigin } from './calendar-api-origin';

/** Throws a TypeError naming what is wrong, so that a page author sees it at once in the console. */
export function checkEmbedOptions(
  element: unknown,
  options: CalendarEmbedOptions | undefined,
): void {
  if (!(element instanceof HTMLElement)) {
    throw new TypeError('MailCalendar.mount: the first argument must be a DOM element.');
  }
  if (typeof options?.getAccessToken !== 'function') {
    throw new TypeError('MailCalendar.mount: options.getAccessToken must be a function.');
  }
  calendarApiOrigin(options.api?.calendar);
  if (options.date !== undefined && !isCalendarDate(options.date)) {
    throw new TypeError('MailCalendar.mount: options.date must be a YYYY-MM-DD day.');
  }
}
