import { createHash } from 'node:crypto';

type CalendarEvent = gapi.client.calendar.Event;

export interface EventQuery {
  /** Epoch ms: events must end after it. */
  timeMin?: number;
  /** Epoch ms: events must start before it. */
  timeMax?: number;
  q?: string;
  showDeleted: boolean;
  orderBy?: 'startTime' | 'updated';
}

interface CatalogEntry {
  event: CalendarEvent;
  start: number;
  end: number;
  updated: number;
  searchText: string;
}

/** An all-day `date` is a day of the calendar's zone, which is the machine's (as the seed writes it). */
function instant(when: gapi.client.calendar.EventDateTime | undefined): number {
  if (when?.dateTime) return Date.parse(when.dateTime);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(when?.date ?? '');
  if (!day) return Number.NaN;
  return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])).getTime();
}

const etagOf = (value: unknown): string =>
  `"${BigInt(`0x${createHash('sha1').update(JSON.stringify(value)).digest('hex').slice(0, 15)}`)}"`;

/** Fills the fields Calendar always sets, keeping whatever the seed gave. */
function complete(event: CalendarEvent, owner: string, now: string, index: number): CalendarEvent {
  const id = event.id ?? `emu${index.toString(36).padStart(6, '0')}`;
  const self = { email: owner, self: true };
  const filled: CalendarEvent = {
    kind: 'calendar#event',
    id,
    status: 'confirmed',
    htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${owner}`).toString('base64url')}`,
    created: now,
    updated: now,
    creator: self,
    organizer: self,
    iCalUID: `${id}@google.com`,
    sequence: 0,
    reminders: { useDefault: true },
    eventType: 'default',
    ...event,
  };
  return { ...filled, etag: event.etag ?? etagOf(filled) };
}

/** The primary calendar's events, ready to filter, order and page. */
export class EventCatalog {
  private readonly entries: CatalogEntry[];
  readonly etag: string;
  readonly updated: string;

  constructor(events: readonly CalendarEvent[], owner: string, now: Date) {
    const stamp = now.toISOString();
    this.entries = events.map((raw, index) => {
      const event = complete(raw, owner, stamp, index);
      const people = [event.organizer, ...(event.attendees ?? [])];
      return {
        event,
        start: instant(event.start),
        end: instant(event.end),
        updated: Date.parse(event.updated ?? stamp),
        searchText: [
          event.summary,
          event.description,
          event.location,
          ...people.flatMap((person) => [person?.email, person?.displayName]),
        ]
          .filter(Boolean)
          .join('\n')
          .toLowerCase(),
      };
    });
    this.entries.sort((a, b) => a.start - b.start);
    const latest = Math.max(now.getTime(), ...this.entries.map((entry) => entry.updated));
    this.updated = new Date(latest).toISOString();
    this.etag = etagOf(this.entries.map((entry) => entry.event.etag));
  }

  list(query: EventQuery): CalendarEvent[] {
    const terms = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const matches = this.entries.filter(
      (entry) =>
        (query.showDeleted || entry.event.status !== 'cancelled') &&
        (query.timeMin === undefined || entry.end > query.timeMin) &&
        (query.timeMax === undefined || entry.start < query.timeMax) &&
        terms.every((term) => entry.searchText.includes(term)),
    );
    if (query.orderBy === 'updated') matches.sort((a, b) => a.updated - b.updated);
    return matches.map((entry) => entry.event);
  }
}
