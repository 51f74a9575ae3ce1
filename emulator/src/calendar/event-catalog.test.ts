import { EventCatalog } from './event-catalog';

type CalendarEvent = gapi.client.calendar.Event;
const at = (iso: string) => ({ dateTime: iso });
const events: CalendarEvent[] = [
  {
    id: 'late',
    summary: 'Retro',
    start: at('2025-03-03T16:00:00Z'),
    end: at('2025-03-03T17:00:00Z'),
    updated: '2025-01-01T00:00:00Z',
  },
  {
    id: 'early',
    summary: 'Standup',
    description: 'Daily <b>sync</b>',
    location: 'Room 4',
    start: at('2025-03-03T09:00:00Z'),
    end: at('2025-03-03T09:15:00Z'),
    attendees: [{ email: 'kim@example.com', displayName: 'Kim Park', responseStatus: 'accepted' }],
    updated: '2025-02-01T00:00:00Z',
  },
  {
    id: 'gone',
    summary: 'Cancelled sync',
    status: 'cancelled',
    start: at('2025-03-03T11:00:00Z'),
    end: at('2025-03-03T12:00:00Z'),
  },
  { id: 'allday', summary: 'Offsite', start: { date: '2025-03-04' }, end: { date: '2025-03-05' } },
];
const catalog = new EventCatalog(events, 'me@example.com', new Date('2025-03-01T00:00:00Z'));
const ids = (list: CalendarEvent[]) => list.map((event) => event.id);

describe('EventCatalog', () => {
  it('orders by start and hides cancelled events unless showDeleted', () => {
    expect(ids(catalog.list({ showDeleted: false }))).toEqual(['early', 'late', 'allday']);
    expect(ids(catalog.list({ showDeleted: true }))).toEqual(['early', 'gone', 'late', 'allday']);
  });

  it('bounds the end with timeMin and the start with timeMax', () => {
    const window = {
      showDeleted: false,
      timeMin: Date.parse('2025-03-03T09:10:00Z'),
      timeMax: Date.parse('2025-03-03T16:00:00Z'),
    };
    expect(ids(catalog.list(window))).toEqual(['early']);
    expect(
      ids(catalog.list({ showDeleted: false, timeMin: Date.parse('2025-03-03T09:15:00Z') })),
    ).toEqual(['late', 'allday']);
  });

  it('places all-day events on the local day with an exclusive end', () => {
    const dayStart = new Date(2025, 2, 4).getTime();
    expect(
      ids(catalog.list({ showDeleted: false, timeMin: dayStart, timeMax: dayStart + 86_400_000 })),
    ).toEqual(['allday']);
    expect(ids(catalog.list({ showDeleted: false, timeMin: dayStart + 86_400_000 }))).toEqual([]);
  });

  it('searches summary, description, location and attendees', () => {
    expect(ids(catalog.list({ showDeleted: false, q: 'kim park' }))).toEqual(['early']);
    expect(ids(catalog.list({ showDeleted: false, q: 'room sync' }))).toEqual(['early']);
    expect(ids(catalog.list({ showDeleted: false, q: 'retro standup' }))).toEqual([]);
  });

  it('orders by updated on request and fills the fields Calendar always sets', () => {
    expect(ids(catalog.list({ showDeleted: false, orderBy: 'updated' }))).toEqual([
      'late',
      'early',
      'allday',
    ]);
    const [first] = catalog.list({ showDeleted: false });
    expect(first).toMatchObject({
      kind: 'calendar#event',
      status: 'confirmed',
      organizer: { email: 'me@example.com', self: true },
      iCalUID: 'early@google.com',
    });
    expect(first?.etag).toMatch(/^"\d+"$/);
  });
});
