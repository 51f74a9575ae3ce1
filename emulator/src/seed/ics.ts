import { formatUtcBasic } from './local-time';

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsInvite {
  uid: string;
  summary: string;
  description?: string;
  location?: string;
  start: Date;
  end: Date;
  /** DTSTAMP: when the invitation was issued. */
  stamp: Date;
  organizer: IcsPerson;
  attendees: readonly IcsPerson[];
}

function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (ch) => `\\${ch}`).replace(/\r?\n/g, '\\n');
}

/** RFC 5545 3.1: lines longer than 75 octets are folded, never inside a UTF-8 sequence. */
function fold(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = pieces.length === 0 ? 75 : 74; // continuation lines start with a space
    if (currentBytes + size > limit) {
      pieces.push(current);
      current = '';
      currentBytes = 0;
    }
    current += ch;
    currentBytes += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

function person(property: string, who: IcsPerson, extra = ''): string {
  return `${property};CN="${who.name.replace(/"/g, "'")}"${extra}:mailto:${who.email}`;
}

/** A METHOD:REQUEST calendar, as mail clients attach to invitations. */
export function makeIcs(invite: IcsInvite): Buffer {
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Mail emulator//Seed//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `DTSTART:${formatUtcBasic(invite.start)}`,
    `DTEND:${formatUtcBasic(invite.end)}`,
    `DTSTAMP:${formatUtcBasic(invite.stamp)}`,
    person('ORGANIZER', invite.organizer),
    `UID:${invite.uid}`,
    ...invite.attendees.map((who) =>
      person(
        'ATTENDEE',
        who,
        ';CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE',
      ),
    ),
    `SUMMARY:${escapeText(invite.summary)}`,
    ...(invite.description ? [`DESCRIPTION:${escapeText(invite.description)}`] : []),
    ...(invite.location ? [`LOCATION:${escapeText(invite.location)}`] : []),
    'SEQUENCE:0',
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return Buffer.from(lines.map(fold).join('\r\n') + '\r\n', 'utf8');
}
