import { allDayEvent, timedEvent } from '../../test-support/calendar-events';
import { formatEventTimes, formatEventWhen, hourLabel } from './event-time';

const NEW_YORK = 'America/New_York';

describe('hourLabel', () => {
  it('writes 12-hour labels', () => {
    expect([0, 1, 11, 12, 13, 23].map(hourLabel)).toEqual([
      '12 AM',
      '1 AM',
      '11 AM',
      '12 PM',
      '1 PM',
      '11 PM',
    ]);
  });
});

describe('formatEventWhen', () => {
  it('writes the day and both times of a timed event in the page’s zone', () => {
    const event = timedEvent('x', '2026-11-23T14:30:00Z', '2026-11-23T15:15:00Z');
    expect(formatEventWhen(event, NEW_YORK)).toBe('Monday, November 23, 2026 · 9:30 AM – 10:15 AM');
    expect(formatEventTimes(event, NEW_YORK)).toBe('9:30 AM – 10:15 AM');
  });

  it('treats an event ending at midnight as one day', () => {
    const event = timedEvent('x', '2026-11-23T23:00:00-05:00', '2026-11-24T00:00:00-05:00');
    expect(formatEventWhen(event, NEW_YORK)).toBe(
      'Monday, November 23, 2026 · 11:00 PM – 12:00 AM',
    );
  });

  it('names both days of an event crossing midnight', () => {
    const event = timedEvent('x', '2026-11-23T22:00:00-05:00', '2026-11-24T02:00:00-05:00');
    expect(formatEventWhen(event, NEW_YORK)).toBe(
      'Monday, November 23, 2026, 10:00 PM – Tuesday, November 24, 2026, 2:00 AM',
    );
  });

  it('writes all-day events with their inclusive last day', () => {
    expect(formatEventWhen(allDayEvent('x', '2026-11-23', '2026-11-24'), NEW_YORK)).toBe(
      'Monday, November 23, 2026 · All day',
    );
    expect(formatEventWhen(allDayEvent('x', '2026-11-23', '2026-11-26'), NEW_YORK)).toBe(
      'Monday, November 23, 2026 – Wednesday, November 25, 2026 · All day',
    );
    expect(formatEventTimes(allDayEvent('x', '2026-11-23', '2026-11-24'), NEW_YORK)).toBe(
      'All day',
    );
  });
});
