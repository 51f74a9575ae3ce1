import { Dialog } from '../../../components/dialog';
import { eventTitle, formatEventWhen } from '../../../lib/format/event-time';
import type { CalendarEvent } from '../../../types/calendar';
import { meetJoinUrl, webUrl, zoomJoinUrl } from '../utils/links';
import { looksLikeHtml, trustedDescription } from '@mail/mail-html/event-description';
import './event-details.css';

export interface EventDetailsDialogProps {
  event: CalendarEvent;
  timeZone: string;
  onClose(): void;
}

function Description({ description }: { description: string }) {
  if (!looksLikeHtml(description)) {
    return (
      <div className="cal-details__description cal-details__description--text" dir="auto">
        {description}
      </div>
    );
  }
  const html = trustedDescription(description);
  // Nothing left once sanitized (a lone script, an image): then there is no description to show.
  if (!html.toString().trim()) return null;
  return (
    <div
      className="cal-details__description"
      dir="auto"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The event's details: time, place, join links, people and description
 * (docs/behaviour/calendar.md#event-details).
 */
export function EventDetailsDialog({ event, timeZone, onClose }: EventDetailsDialogProps) {
  const location = event.location;
  const mapHref = webUrl(location);
  const zoomHref = zoomJoinUrl(event.conferenceUris);
  const meetHref = meetJoinUrl(event.hangoutLink);

  return (
    <Dialog
      title={eventTitle(event)}
      closeLabel="Close event details"
      onClose={onClose}
      className="cal-details"
    >
      <dl className="cal-details__fields">
        <dt>When</dt>
        <dd>{formatEventWhen(event, timeZone)}</dd>
        {location && (
          <>
            <dt>Where</dt>
            <dd className="cal-details__location">
              {mapHref ? (
                <ExternalLink href={mapHref}>{location}</ExternalLink>
              ) : (
                <bdi>{location}</bdi>
              )}
            </dd>
          </>
        )}
        {zoomHref && (
          <>
            <dt>Zoom</dt>
            <dd>
              <ExternalLink href={zoomHref}>Join Zoom meeting</ExternalLink>
            </dd>
          </>
        )}
        {meetHref && (
          <>
            <dt>Google Meet</dt>
            <dd>
              <ExternalLink href={meetHref}>Join with Google Meet</ExternalLink>
            </dd>
          </>
        )}
        {event.organizerEmail && (
          <>
            <dt>Organizer</dt>
            <dd>
              <bdi>{event.organizerEmail}</bdi>
            </dd>
          </>
        )}
        {event.attendeeEmails.length > 0 && (
          <>
            <dt>Guests</dt>
            <dd>
              <ul className="cal-details__guests">
                {event.attendeeEmails.map((email, index) => (
                  <li key={index}>
                    <bdi>{email}</bdi>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
      {event.description && <Description description={event.description} />}
    </Dialog>
  );
}
