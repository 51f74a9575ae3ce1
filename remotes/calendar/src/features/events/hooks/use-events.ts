import { useEffect, useSyncExternalStore } from 'react';
import { describeGoogleError, isPassingFailure } from '@mail/gmail-client';
import type { CalendarEvent } from '../../../types/calendar';
import { useEventsCache } from '../api/events-cache-context';
import type { EventsQuery } from '../api/events-cache';

export interface EventsView {
  /** The range's events, also while they are loaded again; undefined until the first answer. */
  events: CalendarEvent[] | undefined;
  loading: boolean;
  /**
   * A sentence to show when the last load failed for good, else null. A failure that passes by
   * itself (rate limit, server error, offline) reads as loading: the shell's status line says what
   * is happening and the range reloads when Google answers.
   */
  errorMessage: string | null;
  retry(): void;
}

/** The events of a range: cached per range, loaded when missing or stale, aborted when left. */
export function useEvents({ timeMin, timeMax, conferenceDataVersion }: EventsQuery): EventsView {
  const cache = useEventsCache();
  const query = { timeMin, timeMax, conferenceDataVersion };
  const snapshot = useSyncExternalStore(cache.subscribe, () => cache.snapshot(query));

  useEffect(
    () => cache.retain({ timeMin, timeMax, conferenceDataVersion }),
    [cache, timeMin, timeMax, conferenceDataVersion],
  );

  const waiting = isPassingFailure(snapshot.error);
  return {
    events: snapshot.value,
    loading: snapshot.loading || waiting,
    errorMessage:
      snapshot.error === undefined || waiting ? null : describeGoogleError(snapshot.error) || null,
    retry: () => cache.reload(query),
  };
}
