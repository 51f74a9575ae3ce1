import { allDayEvent, timedEvent } from '../../test-support/calendar-events';
import {
  eventsByDay,
  MAX_EVENTS_PER_DAY,
  monthWeeks,
  visibleDayEvents,
  WEEKDAY_LABELS,
} from './month-grid';

const NEW_YORK = 'America/New_York';

const datesOf = (weeks: ReturnType<typeof monthWeeks>) =>
  weeks.map((week) => week.map(({ date }) => date));
const outsideMonth = (weeks: ReturnType<typeof monthWeeks>) =>
  weeks
    .flat()
    .filter(({ inMonth }) => !inMonth)
    .map(({ date }) => date);

describe('monthWeeks', () => {
  it('heads the columns Sun to Sat', () => {
    expect(WEEKDAY_LABELS).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('fits a 28-day February starting on a Sunday in exactly four weeks', () => {
    const weeks = monthWeeks('2026-02-14');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]!.date).toBe('2026-02-01');
    expect(weeks[3]![6]!.date).toBe('2026-02-28');
    expect(outsideMonth(weeks)).toEqual([]);
  });

  it('pads with the previous month’s last days and the next month’s first days', () => {
    // January 2026 begins on a Thursday and ends on a Saturday.
    const weeks = monthWeeks('2026-01-01');
    expect(weeks).toHaveLength(5);
    expect(datesOf(weeks)[0]).toEqual([
      '2025-12-28',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
    ]);
    expect(outsideMonth(weeks)).toEqual(['2025-12-28', '2025-12-29', '2025-12-30', '2025-12-31']);
  });

  it('needs six weeks for a 31-day month starting on a Saturday', () => {
    const weeks = monthWeeks('2026-08-31');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![6]!.date).toBe('2026-08-01');
    expect(weeks[5]![1]!.date).toBe('2026-08-31');
    expect(weeks[5]!.slice(2).map(({ date }) => date)).toEqual([
      '2026-09-01',
      '2026-09-02',
      '2026-09-03',
      '2026-09-04',
      '2026-09-05',
    ]);
  });

  it('crosses the year at December’s end', () => {
    const weeks = monthWeeks('2026-12-01');
    expect(weeks.at(-1)!.at(-1)!).toEqual({ date: '2027-01-02', inMonth: false });
  });

  it('lays out a leap February', () => {
    const days = monthWeeks('2028-02-10')
      .flat()
      .filter(({ inMonth }) => inMonth);
    expect(days).toHaveLength(29);
    expect(days.at(-1)!.date).toBe('2028-02-29');
  });
});

describe('eventsByDay', () => {
  const ids = (map: ReturnType<typeof eventsByDay>) =>
    Object.fromEntries([...map].map(([day, events]) => [day, events.map(({ id }) => id)]));

  it('lists an event on every day it covers, all-day events first, then by start', () => {
    const events = [
      timedEvent('late', '2026-11-10T17:00:00-05:00', '2026-11-10T18:00:00-05:00'),
      timedEvent('early', '2026-11-10T08:00:00-05:00', '2026-11-10T09:00:00-05:00'),
      // Exclusive end: the 10th and the 11th.
      allDayEvent('trip', '2026-11-10', '2026-11-12'),
      timedEvent('overnight', '2026-11-11T22:00:00-05:00', '2026-11-12T02:00:00-05:00'),
      timedEvent('till-midnight', '2026-11-12T23:00:00-05:00', '2026-11-13T00:00:00-05:00'),
    ];
    expect(ids(eventsByDay(events, '2026-11-01', '2026-11-30', NEW_YORK))).toEqual({
      '2026-11-10': ['trip', 'early', 'late'],
      '2026-11-11': ['trip', 'overnight'],
      '2026-11-12': ['overnight', 'till-midnight'],
    });
  });

  it('keeps only the days inside the range asked for', () => {
    const events = [allDayEvent('holiday', '2026-10-30', '2026-11-03')];
    expect(ids(eventsByDay(events, '2026-11-01', '2026-11-30', NEW_YORK))).toEqual({
      '2026-11-01': ['holiday'],
      '2026-11-02': ['holiday'],
    });
  });

  it('puts an event on the day of its local start', () => {
    const events = [timedEvent('call', '2026-11-10T03:00:00Z', '2026-11-10T04:00:00Z')];
    expect(ids(eventsByDay(events, '2026-11-01', '2026-11-30', NEW_YORK))).toEqual({
      '2026-11-09': ['call'],
    });
    expect(ids(eventsByDay(events, '2026-11-01', '2026-11-30', 'UTC'))).toEqual({
      '2026-11-10': ['call'],
    });
  });
});

describe('visibleDayEvents', () => {
  const day = (count: number) =>
    Array.from({ length: count }, (_, i) => allDayEvent(`e${i}`, '2026-11-10', '2026-11-11'));

  it('shows up to three events and counts the rest', () => {
    expect(MAX_EVENTS_PER_DAY).toBe(3);
    expect(visibleDayEvents(day(3))).toMatchObject({ hidden: 0 });
    const five = visibleDayEvents(day(5));
    expect(five.shown.map(({ id }) => id)).toEqual(['e0', 'e1', 'e2']);
    expect(five.hidden).toBe(2);
  });
});
