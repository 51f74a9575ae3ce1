import type { CalendarEmbedMount } from '@mail/contracts';
import { lazyMount } from './lazy-mount';

declare global {
  interface Window {
    MailCalendar?: { mount: CalendarEmbedMount };
  }
}

// A plain page includes this one script and calls window.MailCalendar.mount(element, options).
window.MailCalendar = {
  mount: lazyMount(() => import('./mount-calendar').then(({ mountCalendar }) => mountCalendar)),
};
