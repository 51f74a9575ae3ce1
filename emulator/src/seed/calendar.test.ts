import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { generateEvents } from './calendar';
import { DAY_MS, formatLocalDate, localDay, localTimeZone } from './local-time';
import { USER } from './people';
import { createRng } from './rng';

type CalendarEvent = gapi.client.calendar.Event;

const NOW = new Date(2025, 4, 14, 10, 7, 0);
const events = (now = NOW): CalendarEvent[] =>
  generateEvents({ now, user: USER, rng: createRng(7) });

const startMs = (event: CalendarEvent): number =>
  event.start?.dateTime
    ? Date.parse(event.start.dateTime)
    : localDay(new Date(`${event.start?.date}T00:00:00`)).getTime();
const endMs = (event: CalendarEvent): number =>
  event.end?.dateTime
    ? Date.parse(event.end.dateTime)
    : localDay(new Date(`${event.end?.date}T00:00:00`)).getTime();
const timed = (list: CalendarEvent[]): CalendarEvent[] => list.filter((e) => e.start?.dateTime);
const allDay = (list: CalendarEvent[]): CalendarEvent[] => list.filter((e) => e.start?.date);

/** '+02:00' for the local zone at `ms`, to compare with what each dateTime says. */
function localOffset(ms: number): string {
  const minutes = -new Date(ms).getTimezoneOffset();
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

describe('generateEvents', () => {
  const list = events();

  it('spans 60 days before to 60 days after now, with several events per weekday', () => {
    const first = localDay(NOW, -60).getTime();
    const last = localDay(NOW, 61).getTime();
    for (const event of list) {
      expect(startMs(event)).toBeGreaterThanOrEqual(first);
      expect(startMs(event)).toBeLessThan(last);
    }
    expect(list.some((e) => startMs(e) < localDay(NOW, -55).getTime())).toBe(true);
    expect(list.some((e) => startMs(e) >= localDay(NOW, 55).getTime())).toBe(true);
    const perWeekday = new Map<string, number>();
    for (const event of timed(list)) {
      const day = new Date(startMs(event));
      if (day.getDay() === 0 || day.getDay() === 6) continue;
      const key = formatLocalDate(day);
      perWeekday.set(key, (perWeekday.get(key) ?? 0) + 1);
    }
    const counts = [...perWeekday.values()];
    expect(counts.filter((n) => n >= 2).length).toBeGreaterThan(counts.length * 0.9);
  });

  it('has the Calendar v3 fields the client reads, all confirmed', () => {
    const ids = new Set<string>();
    for (const event of list) {
      expect(event).toMatchObject({
        status: 'confirmed',
        eventType: 'default',
        kind: 'calendar#event',
      });
      expect(event.id).toMatch(/^[0-9a-v_TZ]{5,}$/);
      ids.add(event.id ?? '');
      expect(event.htmlLink).toMatch(/^https:\/\/www\.google\.com\/calendar\/event\?eid=/);
      expect(event.summary).toBeTruthy();
      expect(event.organizer?.email).toMatch(/@/);
      expect(event.creator?.email).toMatch(/@/);
      expect(event.iCalUID).toMatch(/@google\.com$/);
      expect(Date.parse(event.created ?? '')).toBeLessThanOrEqual(NOW.getTime());
      expect(Date.parse(event.updated ?? '')).toBeGreaterThanOrEqual(
        Date.parse(event.created ?? ''),
      );
      expect(endMs(event)).toBeGreaterThan(startMs(event));
      for (const attendee of event.attendees ?? []) {
        expect(['accepted', 'tentative', 'declined', 'needsAction']).toContain(
          attendee.responseStatus,
        );
      }
      if (event.attendees) expect(event.attendees.filter((a) => a.self)).toHaveLength(1);
    }
    expect(ids.size).toBe(list.length);
  });

  it('writes timed events in the local zone, offsets matching the zone at each instant', () => {
    for (const event of timed(list)) {
      for (const point of [event.start, event.end]) {
        expect(point?.timeZone).toBe(localTimeZone());
        const offset = /([+-]\d{2}:\d{2})$/.exec(point?.dateTime ?? '')?.[1];
        expect(offset).toBe(localOffset(Date.parse(point?.dateTime ?? '')));
      }
    }
  });

  it('has single-day and multi-day all-day events with exclusive end dates', () => {
    const days = allDay(list).map((e) => Math.round((endMs(e) - startMs(e)) / DAY_MS));
    expect(days).toContain(1);
    expect(days.some((n) => n >= 3)).toBe(true);
    for (const event of allDay(list)) expect(event.end?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('has a five-minute event, events crossing midnight and overlapping events', () => {
    expect(timed(list).some((e) => endMs(e) - startMs(e) === 5 * 60_000)).toBe(true);
    const crossing = timed(list).filter(
      (e) => formatLocalDate(new Date(startMs(e))) !== formatLocalDate(new Date(endMs(e) - 1)),
    );
    expect(crossing.length).toBeGreaterThan(0);
    const sorted = timed(list).sort((a, b) => startMs(a) - startMs(b));
    const overlaps = sorted.filter(
      (e, i) => i > 0 && startMs(e) < endMs(sorted[i - 1] as CalendarEvent),
    );
    expect(overlaps.length).toBeGreaterThan(5);
  });

  it('has Zoom entry points, Meet links, URL and plain-text locations, HTML descriptions', () => {
    const zoom = list.filter((e) =>
      e.conferenceData?.entryPoints?.some(
        (p) =>
          p.entryPointType === 'video' &&
          /^https:\/\/([\w-]+\.)?zoom\.us\/j\/\d+/.test(p.uri ?? ''),
      ),
    );
    expect(zoom.length).toBeGreaterThan(5);
    const meet = list.filter((e) =>
      /^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/.test(e.hangoutLink ?? ''),
    );
    expect(meet.length).toBeGreaterThan(5);
    for (const event of meet)
      expect(event.conferenceData?.conferenceSolution?.key?.type).toBe('hangoutsMeet');
    expect(list.some((e) => /^https?:\/\//.test(e.location ?? ''))).toBe(true);
    expect(list.some((e) => e.location && !/^https?:\/\//.test(e.location))).toBe(true);
    expect(list.some((e) => /<a href="https?:\/\//.test(e.description ?? ''))).toBe(true);
    expect(list.some((e) => !e.description)).toBe(true);
  });

  it('has days with more than three events and meetings around now', () => {
    const perDay = new Map<string, number>();
    for (const event of list) {
      const key = formatLocalDate(new Date(startMs(event)));
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
    }
    expect([...perDay.values()].filter((n) => n > 3).length).toBeGreaterThan(5);
    const now = NOW.getTime();
    expect(timed(list).some((e) => startMs(e) <= now && now < endMs(e))).toBe(true);
    expect(timed(list).some((e) => startMs(e) > now && startMs(e) - now < 3 * 3_600_000)).toBe(
      true,
    );
  });

  it('expands the daily stand-up as instances of one recurring series', () => {
    const standups = list.filter((e) => e.summary === 'Daily stand-up');
    expect(standups.length).toBeGreaterThan(60);
    const series = new Set(standups.map((e) => e.recurringEventId));
    expect(series.size).toBe(1);
    for (const event of standups) {
      expect(event.id?.startsWith(`${event.recurringEventId}_`)).toBe(true);
      expect(event.originalStartTime?.dateTime).toBe(event.start?.dateTime);
    }
  });

  it('is deterministic and follows now', () => {
    expect(JSON.stringify(events())).toBe(JSON.stringify(list));
    const later = events(new Date(NOW.getTime() + 10 * DAY_MS));
    expect(Math.min(...later.map(startMs))).toBeGreaterThanOrEqual(localDay(NOW, -50).getTime());
  });
});

/**
 * The zone is read once per process (Intl caches it), so each zone runs in a child process with its
 * own TZ; the child reports every timed event with the offset its own Date gives for that instant.
 */
function eventsInZone(zone: string): { zone: string; rows: [string, string, string][] } {
  const script = `
    const mod = await import(${JSON.stringify(path.join(__dirname, 'index.ts'))});
    const { generateSeed } = mod.generateSeed ? mod : mod.default;
    const rows = generateSeed(new Date(Date.UTC(2025, 2, 20, 12)))
      .events.filter((e) => e.start.dateTime)
      .map((e) => {
        const minutes = -new Date(Date.parse(e.start.dateTime)).getTimezoneOffset();
        const abs = Math.abs(minutes);
        const offset = (minutes < 0 ? '-' : '+') + String(Math.floor(abs / 60)).padStart(2, '0') + ':' + String(abs % 60).padStart(2, '0');
        return [e.start.dateTime, e.start.timeZone, offset];
      });
    console.log(JSON.stringify({ zone: Intl.DateTimeFormat().resolvedOptions().timeZone, rows }));`;
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { env: { ...process.env, TZ: zone }, encoding: 'utf8' },
  );
  return JSON.parse(output) as { zone: string; rows: [string, string, string][] };
}

describe('generateEvents in other time zones', () => {
  it.each(['America/New_York', 'Asia/Kolkata'])('uses %s consistently', (zone) => {
    const result = eventsInZone(zone);
    expect(result.zone).not.toBe('UTC');
    expect(result.rows.length).toBeGreaterThan(100);
    for (const [dateTime, timeZone, offset] of result.rows) {
      expect(timeZone).toBe(result.zone);
      expect(dateTime.endsWith(offset)).toBe(true);
    }
    const standups = result.rows.filter(([dateTime]) => dateTime.includes('T09:30:00'));
    expect(standups.length).toBeGreaterThan(60);
    if (zone === 'America/New_York') {
      // the window spans the change to daylight saving time on 9 March 2025
      expect(new Set(result.rows.map(([, , offset]) => offset))).toEqual(
        new Set(['-05:00', '-04:00']),
      );
    }
  });
});
