import { toCalendarEvent } from './to-calendar-event';

describe('toCalendarEvent', () => {
  it('reads the fields the views use', () => {
    const event = toCalendarEvent({
      id: 'e1',
      summary: ' Design review ',
      description: '<b>Agenda</b>',
      location: ' https://example.com/room ',
      start: { dateTime: '2026-11-23T09:00:00-05:00' },
      end: { dateTime: '2026-11-23T10:00:00-05:00' },
      organizer: { email: 'ann@example.com' },
      attendees: [{ email: 'bob@example.com' }, {}, { email: 'cy@example.com' }],
      hangoutLink: 'https://meet.google.com/abc-defg-hij',
      conferenceData: { entryPoints: [{ uri: 'https://zoom.us/j/1' }, { entryPointType: 'more' }] },
    });
    expect(event).toEqual({
      id: 'e1',
      summary: 'Design review',
      description: '<b>Agenda</b>',
      location: 'https://example.com/room',
      timing: {
        allDay: false,
        start: new Date('2026-11-23T14:00:00Z'),
        end: new Date('2026-11-23T15:00:00Z'),
      },
      organizerEmail: 'ann@example.com',
      attendeeEmails: ['bob@example.com', 'cy@example.com'],
      hangoutLink: 'https://meet.google.com/abc-defg-hij',
      conferenceUris: ['https://zoom.us/j/1'],
    });
  });

  it('leaves out what is absent or blank', () => {
    const event = toCalendarEvent({
      id: 'e2',
      description: '   ',
      location: '',
      start: { date: '2026-11-23' },
      end: { date: '2026-11-24' },
    });
    expect(event).toEqual({
      id: 'e2',
      summary: '',
      description: undefined,
      location: undefined,
      timing: { allDay: true, startDate: '2026-11-23', endDate: '2026-11-24' },
      organizerEmail: undefined,
      attendeeEmails: [],
      hangoutLink: undefined,
      conferenceUris: [],
    });
  });

  it('mends ends that are missing or before the start', () => {
    expect(
      toCalendarEvent({ id: 'a', start: { date: '2026-11-23' }, end: { date: '2026-11-23' } })
        ?.timing,
    ).toEqual({ allDay: true, startDate: '2026-11-23', endDate: '2026-11-24' });
    expect(
      toCalendarEvent({
        id: 'b',
        start: { dateTime: '2026-11-23T10:00:00Z' },
        end: { dateTime: '2026-11-23T09:00:00Z' },
      })?.timing,
    ).toEqual({
      allDay: false,
      start: new Date('2026-11-23T10:00:00Z'),
      end: new Date('2026-11-23T10:00:00Z'),
    });
  });

  it('drops cancelled events and events without an id or a usable start', () => {
    const start = { dateTime: '2026-11-23T10:00:00Z' };
    expect(toCalendarEvent({ id: 'c', status: 'cancelled', start, end: start })).toBeNull();
    expect(toCalendarEvent({ start, end: start })).toBeNull();
    expect(toCalendarEvent({ id: 'd', start: { dateTime: 'soon' } })).toBeNull();
    expect(toCalendarEvent({ id: 'e', start: { date: '2026-02-30' } })).toBeNull();
  });
});
