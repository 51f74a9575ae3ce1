import { makeIcs } from './ics';

describe('makeIcs', () => {
  const invite = {
    uid: 'abc123@google.com',
    summary: 'Planning; Q3, budget',
    description: 'Line one\nLine two with a long tail to force folding: ' + 'é'.repeat(60),
    location: 'Room Ada, 4th floor',
    start: new Date(Date.UTC(2025, 5, 3, 13, 0)),
    end: new Date(Date.UTC(2025, 5, 3, 14, 30)),
    stamp: new Date(Date.UTC(2025, 4, 20, 8, 0)),
    organizer: { name: 'Priya Raghunathan', email: 'priya@example.com' },
    attendees: [{ name: 'Demo User', email: 'demo@example.com' }],
  };
  const ics = makeIcs(invite).toString('utf8');

  it('is a REQUEST calendar with CRLF lines', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes UTC times and escapes text', () => {
    expect(ics).toContain('DTSTART:20250603T130000Z');
    expect(ics).toContain('DTEND:20250603T143000Z');
    expect(ics).toContain('SUMMARY:Planning\\; Q3\\, budget');
  });

  it('folds lines at 75 octets without splitting characters', () => {
    const lines = ics.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      `DESCRIPTION:Line one\\nLine two with a long tail to force folding: ${'é'.repeat(60)}`,
    );
  });
});
