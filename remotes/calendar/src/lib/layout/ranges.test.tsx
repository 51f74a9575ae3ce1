import { dayRange, monthRange } from './ranges';

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

describe('monthRange', () => {
  it('spans the month of any of its days', () => {
    const expected = { timeMin: '2026-02-01T05:00:00.000Z', timeMax: '2026-03-01T05:00:00.000Z' };
    expect(monthRange('2026-02-01', NEW_YORK)).toEqual(expected);
    expect(monthRange('2026-02-28', NEW_YORK)).toEqual(expected);
  });

  it('crosses into the next year from December', () => {
    expect(monthRange('2026-12-15', 'UTC')).toEqual({
      timeMin: '2026-12-01T00:00:00.000Z',
      timeMax: '2027-01-01T00:00:00.000Z',
    });
  });
});
