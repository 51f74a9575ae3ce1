import type { GoogleClient } from '@mail/gmail-client';
import type { TimeRange } from '../../../lib/layout/ranges';
import type { CalendarEvent } from '../../../types/calendar';
import { RangeCache } from '../utils/range-cache';
import { toCalendarEvent } from '../utils/to-calendar-event';

/**
 * One events.list call: a range, and conferenceDataVersion=1 for the day view
 * (docs/behaviour/calendar.md#calls).
 */
export interface EventsQuery extends TimeRange {
  conferenceDataVersion?: number;
}

export type EventsCache = RangeCache<EventsQuery, CalendarEvent[]>;

export type EventsClient = Pick<GoogleClient, 'listEvents'>;

/**
 * The events of the primary calendar per range, loaded through gmail-client. `getClient` is asked on
 * every load, so a client the page replaces (a new sign-in) is picked up.
 */
export function createEventsCache(getClient: () => EventsClient): EventsCache {
  return new RangeCache({
    keyOf: ({ timeMin, timeMax, conferenceDataVersion }) =>
      `${timeMin}/${timeMax}/${conferenceDataVersion ?? ''}`,
    load: async ({ timeMin, timeMax, conferenceDataVersion }, signal) => {
      const items = await getClient().listEvents(
        {
          timeMin,
          timeMax,
          singleEvents: true,
          orderBy: 'startTime',
          ...(conferenceDataVersion === undefined ? {} : { conferenceDataVersion }),
        },
        { signal },
      );
      return items.flatMap((item) => toCalendarEvent(item) ?? []);
    },
  });
}
