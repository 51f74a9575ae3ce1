import { formatFullMailTime, formatMailTime, msUntilNextDay, startOfDay } from './mail-time';

// Local-time dates: the rule is about the reader's day, whatever the machine's time zone.
const at = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(year, month - 1, day, hour, minute).getTime();

describe('row times', () => {
  const now = at(2024, 3, 7, 18, 30);

  it("today's mail shows hh:mm A", () => {
    expect(formatMailTime(at(2024, 3, 7, 9, 5), now)).toBe('09:05 AM');
    expect(formatMailTime(at(2024, 3, 7, 0, 0), now)).toBe('12:00 AM');
    expect(formatMailTime(at(2024, 3, 7, 13, 45), now)).toBe('01:45 PM');
  });

  it('older mail shows MMM DD', () => {
    expect(formatMailTime(at(2024, 3, 6, 23, 59), now)).toBe('Mar 06');
    expect(formatMailTime(at(2023, 12, 25, 10, 0), now)).toBe('Dec 25');
  });

  it('the tooltip gives the whole date and time', () => {
    expect(formatFullMailTime(at(2024, 3, 7, 9, 5))).toBe('Thu, Mar 7, 2024 09:05 AM');
    expect(formatFullMailTime(at(2023, 12, 25, 22, 0))).toBe('Mon, Dec 25, 2023 10:00 PM');
  });

  it('day boundaries follow local midnight', () => {
    expect(startOfDay(now)).toBe(at(2024, 3, 7, 0, 0));
    expect(msUntilNextDay(now)).toBe(at(2024, 3, 8, 0, 0) - now);
  });
});
