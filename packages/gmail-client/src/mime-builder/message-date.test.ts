import { formatMessageDate } from './message-date';

describe('formatMessageDate', () => {
  it.each([
    new Date('2024-03-05T10:07:09Z'),
    new Date('1999-12-31T23:59:59Z'),
    new Date('2024-02-29T00:00:00Z'),
    new Date('2024-07-01T12:30:00+05:30'),
  ])('%s: RFC 5322 form that parses back to the same instant', (date) => {
    const text = formatMessageDate(date);
    expect(text).toMatch(
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}$/,
    );
    expect(Date.parse(text)).toBe(date.getTime() - date.getMilliseconds());
  });

  it('rejects an invalid date', () => {
    expect(() => formatMessageDate(new Date('nope'))).toThrow('Invalid message date');
  });
});
