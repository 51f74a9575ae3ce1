import { dateIn, startOfDay, wallClock } from './zoned-time';

const NEW_YORK = 'America/New_York';

describe('wallClock', () => {
  it('reads the date and minute of the day in the given zone', () => {
    const instant = new Date('2026-11-23T03:30:00Z');
    expect(wallClock(instant, 'UTC')).toEqual({ date: '2026-11-23', minuteOfDay: 210 });
    expect(wallClock(instant, NEW_YORK)).toEqual({ date: '2026-11-22', minuteOfDay: 22 * 60 + 30 });
    expect(wallClock(instant, 'Asia/Kolkata')).toEqual({ date: '2026-11-23', minuteOfDay: 540 });
  });

  it('reads midnight as minute 0, not 24:00', () => {
    expect(wallClock(new Date('2026-11-23T05:00:00Z'), NEW_YORK).minuteOfDay).toBe(0);
  });

  it('reads the repeated hour of a fall-back day twice', () => {
    expect(wallClock(new Date('2026-11-01T05:30:00Z'), NEW_YORK).minuteOfDay).toBe(90);
    expect(wallClock(new Date('2026-11-01T06:30:00Z'), NEW_YORK).minuteOfDay).toBe(90);
  });
});

describe('startOfDay', () => {
  it.each([
    ['an ordinary day', '2026-11-22', NEW_YORK, '2026-11-22T05:00:00.000Z'],
    ['a spring-forward day (23 h)', '2026-03-08', NEW_YORK, '2026-03-08T05:00:00.000Z'],
    ['the day after spring-forward', '2026-03-09', NEW_YORK, '2026-03-09T04:00:00.000Z'],
    ['a fall-back day (25 h)', '2026-11-01', NEW_YORK, '2026-11-01T04:00:00.000Z'],
    ['the day after fall-back', '2026-11-02', NEW_YORK, '2026-11-02T05:00:00.000Z'],
    ['a zone east of UTC', '2026-11-22', 'Asia/Tokyo', '2026-11-21T15:00:00.000Z'],
    ['a half-hour zone', '2026-11-22', 'Asia/Kolkata', '2026-11-21T18:30:00.000Z'],
  ])('finds the start of %s', (_name, date, zone, expected) => {
    expect(startOfDay(date, zone).toISOString()).toBe(expected);
  });

  it('starts a day whose midnight a DST gap skips when the clocks jump (01:00)', () => {
    // Chile moves from 24:00 straight to 01:00.
    const start = startOfDay('2026-09-06', 'America/Santiago');
    expect(start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(wallClock(start, 'America/Santiago')).toEqual({ date: '2026-09-06', minuteOfDay: 60 });
    expect(dateIn(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2026-09-05');
  });

  it('takes the first of two midnights when a fall-back repeats midnight', () => {
    // Cuba goes back from 01:00 to 00:00.
    expect(startOfDay('2026-11-01', 'America/Havana').toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
  });
});
