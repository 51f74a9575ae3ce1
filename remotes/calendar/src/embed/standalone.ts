import { mount } from '../exposes/embed';

declare global {
  interface Window {
    MailCalendar?: { mount: typeof mount };
  }
}

// A plain page includes this one script and calls window.MailCalendar.mount(element, options).
window.MailCalendar = { mount };
