import { createContext, useContext } from 'react';
import { on } from '@mail/event-bus';
import { getGoogleClient } from '@mail/gmail-client';
import { createEventsCache, type EventsCache } from './events-cache';

/** Set by an embed, which brings its own client; absent in the shell, which uses the page's. */
export const EventsCacheContext = createContext<EventsCache | null>(null);

let pageCache: EventsCache | undefined;

function pageEventsCache(): EventsCache {
  if (!pageCache) {
    const cache = createEventsCache(getGoogleClient);
    // The next account to sign in on this page must not see this one's events.
    on('auth/signed-out').subscribe(() => cache.clear());
    // Google answers again after a fault, or the tab was hidden for long: what is on screen reloads.
    on('connection/resumed').subscribe(() => cache.reloadShown());
    pageCache = cache;
  }
  return pageCache;
}

export function useEventsCache(): EventsCache {
  return useContext(EventsCacheContext) ?? pageEventsCache();
}
