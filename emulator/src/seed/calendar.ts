import {
  atLocalTime,
  DAY_MS,
  formatLocalDate,
  formatLocalDateTime,
  formatUtcBasic,
  localDay,
  localTimeZone,
  MINUTE_MS,
} from './local-time';
import { COLLEAGUES, FAMILY_AND_FRIENDS, type Person } from './people';
import type { Rng } from './rng';

type CalendarEvent = gapi.client.calendar.Event;
type Response = 'accepted' | 'tentative' | 'declined' | 'needsAction';

/** Google event ids use base32hex: digits and a–v. */
const BASE32HEX = '0123456789abcdefghijklmnopqrstuv';
const ZOOM_HOSTS = ['us02web.zoom.us', 'us06web.zoom.us', 'zoom.us'];

interface EventSpec {
  summary: string;
  /** Timed event, in the local zone. */
  start?: Date;
  end?: Date;
  /** All-day event: the first local day and how many days it lasts. */
  allDay?: { first: Date; days: number };
  description?: string;
  location?: string;
  conference?: 'meet' | 'zoom';
  organizer?: Person;
  guests?: readonly Person[];
  response?: Response;
  /** Instance of a recurring series: the series id. */
  seriesId?: string;
}

export interface CalendarContext {
  now: Date;
  user: Person;
  rng: Rng;
}

/** Builds Calendar v3 event resources for the user's primary calendar. */
class EventFactory {
  private readonly timeZone = localTimeZone();
  constructor(private readonly context: CalendarContext) {}

  newId(): string {
    return this.context.rng.chars(BASE32HEX, 26);
  }

  private conference(kind: 'meet' | 'zoom'): Pick<CalendarEvent, 'hangoutLink' | 'conferenceData'> {
    const { rng } = this.context;
    if (kind === 'meet') {
      const letters = 'abcdefghijklmnopqrstuvwxyz';
      const code = `${rng.chars(letters, 3)}-${rng.chars(letters, 4)}-${rng.chars(letters, 3)}`;
      return {
        hangoutLink: `https://meet.google.com/${code}`,
        conferenceData: {
          entryPoints: [
            {
              entryPointType: 'video',
              uri: `https://meet.google.com/${code}`,
              label: `meet.google.com/${code}`,
            },
            {
              entryPointType: 'phone',
              uri: `tel:+1-${rng.int(200, 989)}-${rng.int(200, 989)}-${rng.int(1000, 9999)}`,
              label: '+1 650-555-0142',
              pin: String(rng.int(100000000, 999999999)),
              regionCode: 'US',
            },
          ],
          conferenceSolution: {
            key: { type: 'hangoutsMeet' },
            name: 'Google Meet',
            iconUri:
              'https://fonts.gstatic.com/s/i/productlogos/meet_2020q4/v6/web-512dp/logo_meet_2020q4_color_2x_web_512dp.png',
          },
          conferenceId: code,
        },
      };
    }
    const meetingId = String(rng.int(81_000_000, 89_999_999)) + String(rng.int(100, 999));
    const host = rng.pick(ZOOM_HOSTS);
    const passcode = rng.chars('0123456789', 6);
    const uri = `https://${host}/j/${meetingId}?pwd=${rng.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 32)}`;
    return {
      conferenceData: {
        entryPoints: [
          {
            entryPointType: 'video',
            uri,
            label: `${host}/j/${meetingId}`,
            meetingCode: meetingId,
            passcode,
          },
          {
            entryPointType: 'phone',
            uri: `tel:+16465588656,,${meetingId}#`,
            label: '+1 646-558-8656',
            passcode,
          },
        ],
        conferenceSolution: {
          key: { type: 'addOn' },
          name: 'Zoom Meeting',
          iconUri: 'https://lh3.googleusercontent.com/pw/zoom-logo-96.png',
        },
        conferenceId: meetingId,
        notes: `Meeting host: ${this.context.user.email}<br><br>Join Zoom Meeting:<br>${uri}`,
      },
    };
  }

  private person(person: Person, extra: gapi.client.calendar.EventAttendee = {}) {
    return { email: person.email, displayName: person.name, ...extra };
  }

  build(spec: EventSpec): CalendarEvent {
    const { rng, now, user } = this.context;
    const id =
      spec.seriesId && spec.start ? `${spec.seriesId}_${formatUtcBasic(spec.start)}` : this.newId();
    const organizer = spec.organizer ?? user;
    const startMs = spec.start?.getTime() ?? spec.allDay?.first.getTime() ?? now.getTime();
    const created =
      Math.min(startMs, now.getTime()) - rng.int(1, 30) * DAY_MS - rng.int(0, 600) * MINUTE_MS;
    const updated = Math.min(created + rng.int(0, 72) * 3_600_000, now.getTime());
    const guests = spec.guests ?? [];
    const selfOrganizes = organizer.email === user.email;
    const attendees =
      guests.length === 0
        ? undefined
        : [
            this.person(organizer, {
              organizer: true,
              responseStatus: 'accepted',
              ...(selfOrganizes ? { self: true } : {}),
            }),
            ...(selfOrganizes
              ? []
              : [this.person(user, { self: true, responseStatus: spec.response ?? 'accepted' })]),
            ...guests
              .filter((guest) => guest.email !== organizer.email && guest.email !== user.email)
              .map((guest) =>
                this.person(guest, {
                  responseStatus: rng.pick<Response>([
                    'accepted',
                    'accepted',
                    'tentative',
                    'needsAction',
                    'declined',
                  ]),
                }),
              ),
          ];
    const timing: Pick<CalendarEvent, 'start' | 'end'> = spec.allDay
      ? {
          start: { date: formatLocalDate(spec.allDay.first) },
          // all-day end dates are exclusive
          end: { date: formatLocalDate(localDay(spec.allDay.first, spec.allDay.days)) },
        }
      : {
          start: { dateTime: formatLocalDateTime(spec.start ?? now), timeZone: this.timeZone },
          end: { dateTime: formatLocalDateTime(spec.end ?? now), timeZone: this.timeZone },
        };
    const seriesId = spec.seriesId;
    return {
      kind: 'calendar#event',
      etag: `"${3_400_000_000_000_000 + rng.int(0, 99_999_999)}"`,
      id,
      status: 'confirmed',
      htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${user.email}`).toString('base64url')}`,
      created: new Date(created).toISOString(),
      updated: new Date(updated).toISOString(),
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      ...(spec.location ? { location: spec.location } : {}),
      creator: {
        email: organizer.email,
        ...(selfOrganizes ? { self: true } : { displayName: organizer.name }),
      },
      organizer: {
        email: organizer.email,
        displayName: organizer.name,
        ...(selfOrganizes ? { self: true } : {}),
      },
      ...timing,
      ...(seriesId && spec.start
        ? {
            recurringEventId: seriesId,
            originalStartTime: {
              dateTime: formatLocalDateTime(spec.start),
              timeZone: this.timeZone,
            },
          }
        : {}),
      transparency: spec.allDay ? 'transparent' : 'opaque',
      iCalUID: `${seriesId ?? id}@google.com`,
      sequence: 0,
      ...(attendees ? { attendees } : {}),
      ...(spec.conference ? this.conference(spec.conference) : {}),
      reminders: { useDefault: true },
      eventType: 'default',
    };
  }
}

const AD_HOC_MEETINGS = [
  [
    'Roadmap sync',
    'Agenda:<ul><li>Status of the search rewrite</li><li>Risks</li><li>Next steps</li></ul>',
  ],
  [
    'Customer call: Acme Corp',
    'Quarterly check-in. <a href="https://docs.example.com/d/acme-notes">Account notes</a>',
  ],
  [
    'Architecture review',
    'Proposal: <a href="https://docs.example.com/d/rfc-42">RFC 42: event sourcing for billing</a>',
  ],
  ['Hiring sync', ''],
  ['Pairing: flaky tests', 'Bring the list of failing tests from CI.'],
  [
    'Interview: frontend engineer',
    '<b>Focus:</b> rendering performance and accessibility.<br>Scorecard: <a href="https://hire.example.com/s/123">open</a>',
  ],
  ['Budget review', ''],
  [
    'Security training',
    'Mandatory annual training. <a href="https://learn.example.com/security">Course link</a>',
  ],
  ['Coffee chat', ''],
  ['Product demo for sales', 'Show the new search and offline reading.'],
  ['Data team office hours', 'Drop in with questions about dashboards.'],
  ['Partner API sync', 'Webhook retries, sandbox environment, versioning.'],
] as const;

const ROOMS = [
  'Room Ada, 4th floor',
  'Room Turing, 2nd floor',
  'Kitchen table',
  'Room Hopper, 4th floor',
];
const URL_LOCATIONS = [
  'https://teams.example.com/l/meetup-join/19%3ameeting_abc123',
  'https://whereby.example/atlas-team',
];

/**
 * The user's calendar from 60 days before to 60 days after `now`: daily stand-ups (a recurring
 * series), fixed weekly meetings, random extra meetings that overlap, a five-minute check, releases
 * that cross midnight, all-day and multi-day events, weekend plans, and meetings around now.
 * Times are local to the machine's zone (Intl.DateTimeFormat().resolvedOptions().timeZone).
 */
export function generateEvents(context: CalendarContext): CalendarEvent[] {
  const { now, rng, user } = context;
  const factory = new EventFactory(context);
  const today = localDay(now);
  const team = COLLEAGUES.slice(0, 8);
  const sam = COLLEAGUES.find((p) => p.name.startsWith('Sam')) ?? user;
  const [mum, , emily, jake, aisha] = FAMILY_AND_FRIENDS as Person[];
  const standupSeries = factory.newId();
  const events: CalendarEvent[] = [];
  const add = (spec: EventSpec): void => void events.push(factory.build(spec));
  const at = (
    day: Date,
    hours: number,
    minutes: number,
    lengthMinutes: number,
  ): Pick<EventSpec, 'start' | 'end'> => {
    const start = atLocalTime(day, hours, minutes);
    return { start, end: new Date(start.getTime() + lengthMinutes * MINUTE_MS) };
  };
  const vacation = { from: -35, to: -31 }; // days relative to today

  for (let offset = -60; offset <= 60; offset++) {
    const day = localDay(today, offset);
    const weekday = day.getDay();
    const onVacation = offset >= vacation.from && offset <= vacation.to;
    if (weekday === 0 || weekday === 6) {
      if (rng.chance(0.45)) {
        const [summary, location, who] = rng.pick([
          ['Brunch with Aisha', 'Café Lumen, 14 Market Street', aisha],
          ['Running club', 'River bridge, north side', jake],
          ['Family lunch', "Mum and Dad's", mum],
          ['Farmers market', 'Old Town Square', undefined],
          ['Yoga', 'https://studio.example/classes/weekend-flow', undefined],
        ] as const);
        add({
          summary,
          ...at(day, rng.int(9, 12), rng.pick([0, 30]), rng.pick([60, 90, 120])),
          location,
          ...(who ? { guests: [who], organizer: who } : {}),
        });
      }
      continue;
    }
    if (onVacation) continue;
    add({
      summary: 'Daily stand-up',
      ...at(day, 9, 30, 15),
      conference: 'meet',
      organizer: sam,
      guests: team,
      seriesId: standupSeries,
      description: 'What did you do, what will you do, anything blocking?',
    });
    if (weekday === 1) {
      add({
        summary: 'Weekly planning',
        ...at(day, 10, 0, 60),
        conference: 'zoom',
        guests: team.slice(0, 5),
        description:
          'Planning board: <a href="https://board.example.com/atlas">board.example.com/atlas</a>',
      });
    }
    if (weekday === 2) {
      add({
        summary: '1:1 with Sam',
        ...at(day, 14, 0, 30),
        location: "Sam's office, 3rd floor",
        organizer: sam,
        guests: [sam],
      });
    }
    if (weekday === 3) {
      add({
        summary: 'Deploy check',
        ...at(day, 16, 0, 5),
        description: 'Five minutes: is the deploy healthy? Check the dashboard.',
      });
    }
    if (weekday === 4) {
      const reviewer = team[offset & 3] ?? sam;
      add({
        summary: 'Design review',
        ...at(day, 15, 0, 60),
        conference: 'zoom',
        organizer: reviewer,
        guests: team.slice(2, 7),
        description:
          '<p>Review of this week\'s designs.</p><p>Figma: <a href="https://figma.example.com/file/atlas">Atlas designs</a></p>',
      });
      if (offset % 2 === 0) {
        // overlaps the design review on purpose
        add({
          summary: 'Interview: backend engineer',
          ...at(day, 15, 30, 60),
          location: rng.pick(ROOMS),
          guests: [rng.pick(team)],
        });
        add({
          summary: 'Production release window',
          ...at(day, 22, 30, 150),
          description:
            'Release train. On-call: check <a href="https://status.example.com">status page</a> after each step.',
          location: 'https://bridge.example.com/release',
        });
      }
    }
    if (weekday === 5) {
      add({
        summary: 'Team lunch',
        ...at(day, 12, 30, 60),
        location: 'Trattoria Roma, 5 High Street',
        guests: team.slice(0, 4),
      });
      add({
        summary: 'Demo & retro',
        ...at(day, 16, 0, 60),
        conference: 'meet',
        organizer: sam,
        guests: team,
      });
    }
    const extras = rng.int(0, 3);
    for (let i = 0; i < extras; i++) {
      const [summary, description] = rng.pick(AD_HOC_MEETINGS);
      const place = rng.next();
      const organizer = rng.chance(0.5) ? user : rng.pick(team);
      add({
        summary,
        ...at(day, rng.int(10, 17), rng.pick([0, 15, 30, 45]), rng.pick([30, 30, 45, 60, 90])),
        ...(description ? { description } : {}),
        ...(place < 0.3
          ? { conference: 'zoom' as const }
          : place < 0.6
            ? { conference: 'meet' as const }
            : {}),
        ...(place >= 0.6 && place < 0.85 ? { location: rng.pick(ROOMS) } : {}),
        ...(place >= 0.85 ? { location: rng.pick(URL_LOCATIONS) } : {}),
        organizer,
        guests: rng.sample(team, rng.int(1, 4)),
        response: rng.pick<Response>([
          'accepted',
          'accepted',
          'accepted',
          'tentative',
          'declined',
          'needsAction',
        ]),
      });
    }
  }

  // all-day and multi-day events (end dates exclusive)
  add({
    summary: 'Vacation: Lisbon',
    allDay: { first: localDay(today, vacation.from), days: vacation.to - vacation.from + 1 },
    location: 'Lisbon, Portugal',
  });
  add({
    summary: 'Red-eye flight LIS → LHR',
    ...at(localDay(today, vacation.to), 23, 40, 155),
    location: 'Lisbon Airport (LIS), Terminal 1',
    description: 'Flight SK 436. Booking reference in the confirmation e-mail.',
  });
  add({
    summary: "Mum's birthday",
    allDay: { first: localDay(today, -40), days: 1 },
    organizer: mum ?? user,
  });
  add({ summary: "Emily's birthday 🎂", allDay: { first: localDay(today, 12), days: 1 } });
  add({
    summary: 'Team offsite',
    allDay: { first: localDay(today, 20), days: 2 },
    location: 'Lakeside Lodge, 1 Shore Road',
    guests: team,
    organizer: sam,
    description: 'Agenda in the offsite e-mail thread.',
  });
  add({ summary: 'Public holiday', allDay: { first: localDay(today, 27), days: 1 } });
  add({
    summary: 'JSWorld Conference',
    allDay: { first: localDay(today, 40), days: 3 },
    location: 'https://jsworld.example/2025',
    description:
      'Our talk: <b>Micro-frontends without the micro-drama</b>, day 2 at 11:00. <a href="https://jsworld.example/2025/schedule">Schedule</a>',
  });
  add({ summary: 'Working from home', allDay: { first: localDay(today, -3), days: 1 } });
  add({
    summary: 'Dentist',
    ...at(localDay(today, 6), 8, 15, 45),
    location: 'Smile Dental, 22 Park Lane, 2nd floor',
  });
  add({
    summary: 'Call with Emily',
    ...at(localDay(today, 2), 19, 0, 30),
    organizer: emily ?? user,
    guests: emily ? [emily] : [],
  });

  // around now: one meeting running, one just finished, one coming up
  const quarter = 15 * MINUTE_MS;
  const roundedNow = Math.floor(now.getTime() / quarter) * quarter;
  const around = (startOffset: number, minutes: number): Pick<EventSpec, 'start' | 'end'> => {
    const start = new Date(roundedNow + startOffset * MINUTE_MS);
    return { start, end: new Date(start.getTime() + minutes * MINUTE_MS) };
  };
  add({
    summary: 'Design review: settings page',
    ...around(-30, 60),
    conference: 'zoom',
    organizer: rng.pick(team),
    guests: team.slice(0, 3),
    description: 'Mockups: <a href="https://figma.example.com/file/settings">settings page</a>',
  });
  add({ summary: 'Prep: quarterly review', ...around(-120, 45), location: rng.pick(ROOMS) });
  add({
    summary: 'Coffee chat with Ana',
    ...around(60, 30),
    location: 'Kitchen, 4th floor',
    guests: team.slice(4, 5),
  });
  add({ summary: 'Focus time', ...around(105, 90), description: 'No meetings, please.' });

  return events.sort(
    (a, b) =>
      Date.parse(a.start?.dateTime ?? `${a.start?.date}T00:00:00`) -
      Date.parse(b.start?.dateTime ?? `${b.start?.date}T00:00:00`),
  );
}
