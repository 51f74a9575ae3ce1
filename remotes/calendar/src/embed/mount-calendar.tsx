import { createRoot } from 'react-dom/client';
import type { CalendarEmbedMount } from '@mail/contracts';
import { createGoogleClient } from '@mail/gmail-client';
import { CalendarApp } from '../app/calendar-app';
import { CalendarProviders } from '../app/calendar-providers';
import { createEventsCache } from '../features/events';
import { createSelectedDateStore } from '../stores/selected-date';
import { calendarApiOrigin } from './calendar-api-origin';
import { checkEmbedOptions } from './check-embed-options';

/**
 * Mounts the day calendar (and the month view it opens) into any element of any page, with a Google
 * client of its own: the page needs no React, router or shared state. Returns the unmount.
 */
export const mountCalendar: CalendarEmbedMount = (element, options) => {
  checkEmbedOptions(element, options);
  const origin = calendarApiOrigin(options.api.calendar);
  const client = createGoogleClient({
    // Only the calendar is ever called from here.
    origins: { calendar: origin, gmail: origin, userinfo: origin, oauth: origin },
    getAccessToken: () => options.getAccessToken(),
    onUnauthorized: () => options.onUnauthorized?.(),
    // Its own client, no bus: Google answering again after a fault reloads what it shows.
    onConnectionResumed: () => eventsCache.reloadShown(),
  });
  const eventsCache = createEventsCache(() => client);
  const root = createRoot(element);
  root.render(
    <CalendarProviders
      eventsCache={eventsCache}
      selectedDate={createSelectedDateStore(options.date)}
    >
      <CalendarApp initialView={options.view} />
    </CalendarProviders>,
  );
  let mounted = true;
  return () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
  };
};
