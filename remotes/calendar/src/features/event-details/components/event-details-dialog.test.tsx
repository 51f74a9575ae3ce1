import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { timedEvent } from '../../../test-support/calendar-events';
import type { CalendarEvent } from '../../../types/calendar';
import { EventDetailsDialog } from './event-details-dialog';

const NEW_YORK = 'America/New_York';
const base = timedEvent('e1', '2026-11-23T09:00:00-05:00', '2026-11-23T10:00:00-05:00', {
  summary: 'Design review',
});

function show(event: CalendarEvent, onClose = jest.fn()) {
  render(<EventDetailsDialog event={event} timeZone={NEW_YORK} onClose={onClose} />);
  return { dialog: screen.getByRole('dialog', { name: event.summary || '(No title)' }), onClose };
}

describe('EventDetailsDialog fields', () => {
  it('shows the summary, the time, the organizer and the attendees', () => {
    const { dialog } = show({
      ...base,
      organizerEmail: 'sam@example.com',
      attendeeEmails: ['ann@example.com', 'bob@example.com'],
    });
    expect(within(dialog).getByRole('heading', { name: 'Design review' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Monday, November 23, 2026 · 9:00 AM – 10:00 AM');
    expect(dialog).toHaveTextContent('Organizersam@example.com');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ann@example.com', 'bob@example.com']);
  });

  it('leaves out description, place, links and people when the event has none', () => {
    const { dialog } = show(base);
    expect(dialog.querySelector('.cal-details__description')).toBeNull();
    expect(dialog).not.toHaveTextContent(/Where|Zoom|Meet|Organizer|Guests/);
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('shows a description sanitized, its links opening a new tab', () => {
    const { dialog } = show({
      ...base,
      description:
        '<p onclick="x()">Agenda <a href="https://docs.example.com/a">doc</a></p><script>x()</script><img src="https://t.example/p.gif">',
    });
    const description = dialog.querySelector('.cal-details__description')!;
    expect(description.innerHTML).toBe(
      '<p>Agenda <a href="https://docs.example.com/a" target="_blank" rel="noopener noreferrer">doc</a></p>',
    );
  });

  it('keeps the line breaks of a plain-text description as text', () => {
    const { dialog } = show({ ...base, description: 'Line one\nLine 2 < 3 & done' });
    const description = dialog.querySelector('.cal-details__description')!;
    expect(description.textContent).toBe('Line one\nLine 2 < 3 & done');
    expect(description.children).toHaveLength(0);
  });

  it('shows no description when nothing is left once sanitized', () => {
    const { dialog } = show({ ...base, description: '<script>alert(1)</script><img src="x">' });
    expect(dialog.querySelector('.cal-details__description')).toBeNull();
  });

  it('links a location that is an http(s) URL', () => {
    const { dialog } = show({ ...base, location: 'https://whereby.example/atlas' });
    const link = within(dialog).getByRole('link', { name: 'https://whereby.example/atlas' });
    expect(link).toHaveAttribute('href', 'https://whereby.example/atlas');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('writes any other location as text', () => {
    const { dialog } = show({ ...base, location: 'javascript:alert(1)' });
    expect(dialog).toHaveTextContent('Wherejavascript:alert(1)');
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('offers a Zoom join link only for an entry point on the Zoom host', () => {
    const { dialog } = show({
      ...base,
      conferenceUris: ['tel:+16465588656', 'https://us02web.zoom.us/j/123?pwd=x'],
    });
    expect(within(dialog).getByRole('link', { name: 'Join Zoom meeting' })).toHaveAttribute(
      'href',
      'https://us02web.zoom.us/j/123?pwd=x',
    );
  });

  it('offers no Zoom link for other conference hosts', () => {
    const { dialog } = show({
      ...base,
      conferenceUris: ['https://meet.google.com/abc-defg-hij', 'https://evil.example/zoom.us/j/1'],
    });
    expect(within(dialog).queryByRole('link', { name: 'Join Zoom meeting' })).toBeNull();
  });

  it('offers the Google Meet link', () => {
    const { dialog } = show({ ...base, hangoutLink: 'https://meet.google.com/abc-defg-hij' });
    expect(within(dialog).getByRole('link', { name: 'Join with Google Meet' })).toHaveAttribute(
      'href',
      'https://meet.google.com/abc-defg-hij',
    );
  });

  it('offers no join link that would open another host, or open over plain http', () => {
    const { dialog } = show({
      ...base,
      hangoutLink: 'https://meet.google.com.evil.test/abc-defg-hij',
      conferenceUris: ['http://us02web.zoom.us/j/123?pwd=x'],
    });
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(dialog).not.toHaveTextContent(/Zoom|Google Meet/);
  });

  it('isolates the title, place, people and description, so right-to-left text stays in place', () => {
    const { dialog } = show({
      ...base,
      summary: 'Pay \u202eeciovni',
      location: 'Room \u202e4',
      organizerEmail: 'sam\u202e@example.com',
      attendeeEmails: ['ann\u202e@example.com'],
      description: 'Agenda \u202eadnega',
    });
    expect(within(dialog).getByRole('heading').firstElementChild?.tagName).toBe('BDI');
    for (const text of ['Pay \u202eeciovni', 'Room \u202e4', 'sam\u202e@example.com']) {
      expect(within(dialog).getByText(text).tagName).toBe('BDI');
    }
    expect(within(dialog).getByText('ann\u202e@example.com').tagName).toBe('BDI');
    expect(dialog.querySelector('.cal-details__description')).toHaveAttribute('dir', 'auto');
  });

  it('names an event without a title', () => {
    show({ ...base, summary: '' });
    expect(screen.getByRole('heading', { name: '(No title)' })).toBeInTheDocument();
  });
});

describe('EventDetailsDialog closing and focus', () => {
  /** An opener button and the dialog it opens, as the views use it. */
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open event
        </button>
        {open && (
          <EventDetailsDialog event={base} timeZone={NEW_YORK} onClose={() => setOpen(false)} />
        )}
      </>
    );
  }

  async function openDialog() {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open event' });
    await user.click(opener);
    return { user, opener, dialog: screen.getByRole('dialog', { name: 'Design review' }) };
  }

  it('is a modal dialog named by its summary, with focus moved in', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close event details' })).toHaveFocus();
  });

  it('closes on Esc and gives focus back to what opened it', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close event details' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the overlay, not on a click inside the panel', async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByRole('heading', { name: 'Design review' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The overlay is the <dialog> itself, around its panel.
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
