import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allDayEvent, timedEvent } from '../../../test-support/calendar-events';
import type { CalendarEvent } from '../../../types/calendar';
import { DayView, type DayViewProps } from './day-view';

const NEW_YORK = 'America/New_York';
const DAY = '2026-11-23';

const events: CalendarEvent[] = [
  allDayEvent('wfh', DAY, '2026-11-24', { summary: 'Working from home' }),
  timedEvent('review', '2026-11-23T10:00:00-05:00', '2026-11-23T11:00:00-05:00', {
    summary: 'Review',
  }),
  timedEvent('interview', '2026-11-23T10:30:00-05:00', '2026-11-23T11:30:00-05:00', {
    summary: 'Interview',
  }),
  timedEvent('deploy', '2026-11-23T16:00:00-05:00', '2026-11-23T16:05:00-05:00', {
    summary: 'Deploy check',
  }),
];

function renderDay(props: Partial<DayViewProps> = {}) {
  const handlers = {
    onRetry: jest.fn(),
    onDateChange: jest.fn(),
    onOpenMonth: jest.fn(),
    onSelectEvent: jest.fn(),
  };
  render(
    <DayView
      title="Calendar"
      date={DAY}
      timeZone={NEW_YORK}
      now={new Date('2026-11-23T14:25:00-05:00')}
      events={events}
      loading={false}
      errorMessage={null}
      {...handlers}
      {...props}
    />,
  );
  return { user: userEvent.setup(), ...handlers };
}

const block = (id: string) =>
  document.querySelector<HTMLElement>(`.cal-event--timed[data-event-id="${id}"]`)!;

describe('DayView', () => {
  it('isolates each event title, so a right-to-left title cannot reorder its time', () => {
    renderDay({
      events: [
        allDayEvent('trip', DAY, '2026-11-24', { summary: 'Trip \u202eotuk' }),
        timedEvent('pay', '2026-11-23T10:00:00-05:00', '2026-11-23T11:00:00-05:00', {
          summary: 'Pay \u202eeciovni',
        }),
      ],
    });
    expect(screen.getByText('Trip \u202eotuk').tagName).toBe('BDI');
    expect(screen.getByText('Pay \u202eeciovni').tagName).toBe('BDI');
  });

  it('shows the heading, the date and a 24-hour timeline labelled by the hour', () => {
    renderDay();
    expect(screen.getByRole('heading', { name: 'Calendar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue(DAY);
    expect(screen.getByText('Monday, November 23, 2026')).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(timeline.querySelector<HTMLElement>('.cal-day__timeline')!.style.height).toBe('1440px');
    expect(within(timeline).getByText('1 AM')).toBeInTheDocument();
    expect(within(timeline).getByText('12 PM')).toBeInTheDocument();
    expect(within(timeline).getByText('11 PM')).toBeInTheDocument();
  });

  it('places events by start and duration, side by side where they overlap', () => {
    renderDay();
    expect(block('review').style).toMatchObject({ top: '600px', height: '60px', left: '0%' });
    expect(block('review').style.width).toBe('50%');
    expect(block('interview').style).toMatchObject({ top: '630px', left: '50%', width: '50%' });
    expect(block('deploy').style).toMatchObject({ top: '960px', height: '20px', width: '100%' });
    expect(block('deploy')).toHaveAccessibleName('Deploy check 4:00 PM – 4:05 PM');
  });

  it('shows each block’s text in as many whole lines as its height holds', () => {
    renderDay();
    const lines = (id: string) =>
      block(id)
        .querySelector<HTMLElement>('.cal-event__text')!
        .style.getPropertyValue('--cal-event-lines');
    expect(lines('review')).toBe('3');
    expect(lines('deploy')).toBe('1');
  });

  it('lists all-day events above the timeline', () => {
    renderDay();
    const allDay = screen.getByRole('list', { name: 'All-day events' });
    expect(within(allDay).getByRole('button')).toHaveTextContent('Working from home');
    expect(block('wfh')).toBeNull();
  });

  it('draws the current-time line on today only', () => {
    renderDay();
    expect(document.querySelector<HTMLElement>('.cal-day__now')!.style.top).toBe('865px');
  });

  it('draws no current-time line on another day', () => {
    renderDay({ now: new Date('2026-11-24T14:25:00-05:00') });
    expect(document.querySelector('.cal-day__now')).toBeNull();
  });

  it('moves a day back and forth, to a typed date, and opens the month', async () => {
    const { user, onDateChange, onOpenMonth } = renderDay();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await user.click(screen.getByRole('button', { name: 'Open month calendar' }));
    expect(onDateChange.mock.calls).toEqual([['2026-11-22'], ['2026-11-24']]);
    expect(onOpenMonth).toHaveBeenCalledTimes(1);
  });

  it('goes back to today from another day with the Today button', async () => {
    const { user, onDateChange } = renderDay({
      date: '2027-01-05',
      now: new Date('2026-11-24T02:00:00Z'), // still November 23 in New York
    });
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onDateChange).toHaveBeenCalledWith('2026-11-23');
  });

  it('takes a date from the date input and ignores a cleared one', () => {
    const { onDateChange } = renderDay();
    const input = screen.getByLabelText('Date');
    fireEvent.change(input, { target: { value: '' } });
    expect(onDateChange).not.toHaveBeenCalled();
    expect(input).toHaveValue(DAY);
    fireEvent.change(input, { target: { value: '2027-01-05' } });
    expect(onDateChange).toHaveBeenCalledWith('2027-01-05');
  });

  it('opens an event', async () => {
    const { user, onSelectEvent } = renderDay();
    await user.click(block('interview'));
    expect(onSelectEvent).toHaveBeenCalledWith(events[2]);
  });

  it('says when it is loading', () => {
    renderDay({ events: undefined, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading events…');
  });

  it('says when the day has no events', () => {
    renderDay({ events: [] });
    expect(screen.getByRole('status')).toHaveTextContent('No events');
  });

  it('shows a failure in place with a retry', async () => {
    const { user, onRetry } = renderDay({
      events: undefined,
      errorMessage: 'Could not reach Google.',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not reach Google.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
