import type { ReactNode } from 'react';
import { EventsCacheContext, type EventsCache } from '../features/events';
import { SelectedDateContext, type SelectedDateStore } from '../stores/selected-date';

export interface CalendarProvidersProps {
  eventsCache: EventsCache;
  selectedDate: SelectedDateStore;
  children: ReactNode;
}

/**
 * What one calendar outside the shell brings along: its own client's events and its own day. In the
 * shell neither is set, and the page-wide ones are used.
 */
export function CalendarProviders({ eventsCache, selectedDate, children }: CalendarProvidersProps) {
  return (
    <EventsCacheContext.Provider value={eventsCache}>
      <SelectedDateContext.Provider value={selectedDate}>{children}</SelectedDateContext.Provider>
    </EventsCacheContext.Provider>
  );
}
