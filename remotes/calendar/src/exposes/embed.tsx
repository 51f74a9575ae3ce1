import { mountCalendar } from '../embed/mount-calendar';

/** ./embed: `mount(element, options)` puts the calendar into any element and returns the unmount. */
export const mount = mountCalendar;
export default mountCalendar;
