import type { CalendarEmbedMount } from '@mail/contracts';
import { checkEmbedOptions } from './check-embed-options';

/**
 * A mount that checks its arguments at once and loads the calendar itself afterwards. The calendar's
 * styles travel with the loaded chunk, so a page includes one script and nothing else.
 */
export function lazyMount(load: () => Promise<CalendarEmbedMount>): CalendarEmbedMount {
  return (element, options) => {
    checkEmbedOptions(element, options);
    let unmount: (() => void) | undefined;
    let cancelled = false;
    load().then(
      (mount) => {
        if (!cancelled) unmount = mount(element, options);
      },
      (error: unknown) => {
        console.error('MailCalendar: the calendar could not be loaded.', error);
        if (!cancelled) element.textContent = 'The calendar could not be loaded.';
      },
    );
    return () => {
      cancelled = true;
      unmount?.();
    };
  };
}
