import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { CalendarEvent as ApiEvent, ListEventsParams } from '@mail/gmail-client';
import { CalendarProviders } from '../app/calendar-providers';
import { createEventsCache } from '../features/events';
import { createSelectedDateStore } from '../stores/selected-date';
import type { CalendarDate } from '../types/calendar';

type ListEventsArgs = [ListEventsParams, { signal?: AbortSignal }?];
export type ListEventsMock = jest.Mock<Promise<ApiEvent[]>, ListEventsArgs>;

/** A calendar that answers every range with `events`. */
export function calendarAnswering(events: ApiEvent[] = []): ListEventsMock {
  return jest.fn<Promise<ApiEvent[]>, ListEventsArgs>(async () => events);
}

/** Renders inside the providers an embed sets up, with a fake client whose calls can be inspected. */
export function renderWithCalendar(
  ui: ReactElement,
  { date, listEvents }: { date: CalendarDate; listEvents: ListEventsMock },
) {
  const selectedDate = createSelectedDateStore(date);
  const eventsCache = createEventsCache(() => ({ listEvents }));
  const view = render(
    <CalendarProviders eventsCache={eventsCache} selectedDate={selectedDate}>
      {ui}
    </CalendarProviders>,
  );
  return { ...view, selectedDate };
}

/** A Calendar v3 event resource, as events.list returns it. */
export function apiEvent(
  id: string,
  summary: string,
  start: string,
  end: string,
  extra: Partial<ApiEvent> = {},
): ApiEvent {
  const time = (value: string) => (value.includes('T') ? { dateTime: value } : { date: value });
  return { id, summary, status: 'confirmed', start: time(start), end: time(end), ...extra };
}
