import { COLLEAGUES, type Person } from '../people';
import { icsAttachment } from './attachment-files';
import { escapeHtmlNumerically } from '../../server/numeric-html-escape';
import type { GeneratorContext } from './context';
import type { ThreadPlan } from './model';

type CalendarEvent = gapi.client.calendar.Event;

const WHEN = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "Invitation: … @ …" mails, as Google Calendar sends them, for upcoming events others organise. */
export function invitationThreads(
  events: readonly CalendarEvent[],
  context: GeneratorContext,
): ThreadPlan[] {
  const { user, now } = context;
  const organizers = new Map<string, Person>(COLLEAGUES.map((p) => [p.email, p]));
  const upcoming = events.filter((event) => {
    const start = Date.parse(event.start?.dateTime ?? '');
    const created = Date.parse(event.created ?? '');
    return (
      start > now.getTime() &&
      created < now.getTime() &&
      !event.recurringEventId &&
      organizers.has(event.organizer?.email ?? '') &&
      (event.attendees?.length ?? 0) > 1
    );
  });
  // a handful spread over the coming weeks
  const picked = upcoming.filter((_, i) => i % Math.max(1, Math.floor(upcoming.length / 6)) === 0);
  return picked.slice(0, 6).map((event): ThreadPlan => {
    const organizer = organizers.get(event.organizer?.email ?? '') as Person;
    const start = new Date(Date.parse(event.start?.dateTime ?? ''));
    const end = new Date(Date.parse(event.end?.dateTime ?? ''));
    const summary = event.summary ?? 'Meeting';
    // Intl may put narrow no-break spaces around times; plain spaces keep the subject simple
    const when = WHEN.format(start).replace(/[\u202f\u00a0]/g, ' ');
    const join = event.conferenceData?.entryPoints?.find((e) => e.entryPointType === 'video')?.uri;
    const lines = [
      `${organizer.name} has invited you to this event.`,
      '',
      summary,
      `When: ${when}`,
      ...(event.location ? [`Where: ${event.location}`] : []),
      ...(join ? [`Join: ${join}`] : []),
      '',
      'Guests:',
      ...(event.attendees ?? []).map((a) => `- ${a.displayName ?? a.email} <${a.email}>`),
      '',
      `Reply for ${user.email}: Yes / No / Maybe`,
    ];
    const html = [
      `<p>${escapeHtmlNumerically(organizer.name)} has invited you to this event.</p>`,
      `<h2 style="font-family:Roboto,sans-serif">${escapeHtmlNumerically(summary)}</h2>`,
      `<p><b>When</b> ${escapeHtmlNumerically(when)}</p>`,
      ...(event.location ? [`<p><b>Where</b> ${escapeHtmlNumerically(event.location)}</p>`] : []),
      ...(join ? [`<p><a href="${escapeHtmlNumerically(join)}">Join the meeting</a></p>`] : []),
      `<p><a href="${escapeHtmlNumerically(event.htmlLink ?? '')}">View the event in Google Calendar</a></p>`,
    ].join('\n');
    const sent = Math.floor(Date.parse(event.created ?? '') / 1000) * 1000;
    return {
      category: 'CATEGORY_PERSONAL',
      important: true,
      messages: [
        {
          // Google Calendar sends the invitation, in the organizer's name
          from: { ...organizer, style: user.style },
          to: [user],
          subject: `Invitation: ${summary} @ ${when} (${user.email})`,
          date: sent,
          content: {
            text: lines.join('\n'),
            html,
            attachments: [
              icsAttachment({
                uid: event.iCalUID ?? `${event.id}@google.com`,
                summary,
                description: lines.join('\n'),
                ...(event.location ? { location: event.location } : {}),
                start,
                end,
                stamp: new Date(sent),
                organizer: { name: organizer.name, email: organizer.email },
                attendees: (event.attendees ?? []).map((a) => ({
                  name: a.displayName ?? a.email ?? '',
                  email: a.email ?? '',
                })),
              }),
            ],
          },
        },
      ],
    };
  });
}
