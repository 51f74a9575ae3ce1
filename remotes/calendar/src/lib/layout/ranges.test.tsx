import { dayRange, monthGridRange } from './ranges';

const NEW_YORK = 'America/New_York';
const hoursBetween = ({ timeMin, timeMax }: { timeMin: string; timeMax: string }) =>
  (Date.parse(timeMax) - Date.parse(timeMin)) / 3_600_000;

describe('dayRange', () => {
  it('spans the day from its start to the next day’s start', () => {
    expect(dayRange('2026-11-22', NEW_YORK)).toEqual({
      timeMin: '2026-11-22T05:00:00.000Z',
      timeMax: '2026-11-23T05:00:00.000Z',
    });
  });

  it('lasts 23 and 25 hours across daylight-saving changes', () => {
    expect(hoursBetween(dayRange('2026-03-08', NEW_YORK))).toBe(23);
    expect(hoursBetween(dayRange('2026-11-01', NEW_YORK))).toBe(25);
    expect(hoursBetween(dayRange('2026-11-02', NEW_YORK))).toBe(24);
  });
});

describe('monthGridRange', () => {
  it('spans the grid of any day of the month, the neighbouring months’ days in it included', () => {
    // February 2026 fills four whole weeks; the grid is the month itself.
    const february = { timeMin: '2026-02-01T05:00:00.000Z', timeMax: '2026-03-01T05:00:00.000Z' };
    expect(monthGridRange('2026-02-01', NEW_YORK)).toEqual(february);
    expect(monthGridRange('2026-02-28', NEW_YORK)).toEqual(february);
  });

  it('reaches back to the Sunday before the 1st and on to the Saturday after the last day', () => {
    // November 2026 starts on a Sunday and ends on a Monday: the grid ends on Saturday, December 5.
    expect(monthGridRange('2026-11-18', NEW_YORK)).toEqual({
      timeMin: '2026-11-01T04:00:00.000Z',
      timeMax: '2026-12-06T05:00:00.000Z',
    });
    // December 2026 starts on a Tuesday and ends on a Thursday: November 29 to January 2.
    expect(monthGridRange('2026-12-15', 'UTC')).toEqual({
      timeMin: '2026-11-29T00:00:00.000Z',
      timeMax: '2027-01-03T00:00:00.000Z',
    });
  });
});
