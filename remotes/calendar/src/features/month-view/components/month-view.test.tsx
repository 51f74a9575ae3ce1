import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allDayEvent, timedEvent } from '../../../test-support/calendar-events';
import type { CalendarEvent } from '../../../types/calendar';
import { MonthView, type MonthViewProps } from './month-view';

const NEW_YORK = 'America/New_York';

const busyDay: CalendarEvent[] = [
  allDayEvent('holiday', '2026-11-18', '2026-11-19', { summary: 'Company holiday' }),
  timedEvent('standup', '2026-11-18T09:30:00-05:00', '2026-11-18T09:45:00-05:00', {
    summary: 'Stand-up',
  }),
  timedEvent('review', '2026-11-18T11:00:00-05:00', '2026-11-18T12:00:00-05:00', {
    summary: 'Review',
  }),
  timedEvent('lunch', '2026-11-18T12:30:00-05:00', '2026-11-18T13:30:00-05:00', {
    summary: 'Lunch',
  }),
  timedEvent('retro', '2026-11-18T16:00:00-05:00', '2026-11-18T17:00:00-05:00', {
    summary: 'Retro',
  }),
];
const quietDay = [
  timedEvent('dentist', '2026-11-05T08:15:00-05:00', '2026-11-05T09:00:00-05:00', {
    summary: 'Dentist',
  }),
];

function renderMonth(props: Partial<MonthViewProps> = {}) {
  const handlers = {
    onRetry: jest.fn(),
    onPreviousMonth: jest.fn(),
    onNextMonth: jest.fn(),
    onClose: jest.fn(),
    onPickDay: jest.fn(),
    onSelectEvent: jest.fn(),
  };
  render(
    <MonthView
      month="2026-11-01"
      today="2026-11-22"
      timeZone={NEW_YORK}
      events={[...busyDay, ...quietDay]}
      loading={false}
      errorMessage={null}
      {...handlers}
      {...props}
    />,
  );
  return { user: userEvent.setup(), ...handlers };
}

const cell = (date: string) => document.querySelector<HTMLElement>(`td[data-date="${date}"]`)!;

describe('MonthView', () => {
  it('titles the month and heads seven columns Sun to Sat', () => {
    renderMonth();
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    // November 2026 begins on a Sunday: five weeks, the last ending on December 5.
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(cell('2026-12-05')).toHaveClass('cal-month__cell--outside');
    expect(cell('2026-11-30')).not.toHaveClass('cal-month__cell--outside');
  });

  it('highlights today', () => {
    renderMonth();
    expect(cell('2026-11-22')).toHaveAttribute('aria-current', 'date');
    expect(cell('2026-11-22')).toHaveClass('cal-month__cell--today');
    expect(document.querySelectorAll('[aria-current="date"]')).toHaveLength(1);
  });

  it('lists at most three events on a day and offers + more for the rest', () => {
    renderMonth();
    const busy = within(cell('2026-11-18'));
    expect(busy.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Company holiday',
      '9:30 AM Stand-up',
      '11:00 AM Review',
    ]);
    expect(busy.getByRole('button', { name: /^\+ more/ })).toHaveTextContent('+ more');
    expect(within(cell('2026-11-05')).queryByRole('button', { name: /\+ more/ })).toBeNull();
  });

  it('shows the whole day on + more, each event opening its details', async () => {
    const { user, onSelectEvent } = renderMonth();
    const more = within(cell('2026-11-18')).getByRole('button', { name: /^\+ more/ });
    await user.click(more);
    const list = screen.getByRole('dialog', { name: 'Wednesday, November 18, 2026' });
    expect(within(list).getAllByRole('button', { name: /AM|PM|All day/ })).toHaveLength(5);
    await user.click(within(list).getByRole('button', { name: /Retro/ }));
    expect(onSelectEvent).toHaveBeenCalledWith(busyDay[4]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Wednesday, November 18, 2026' })).toBeNull();
    expect(more).toHaveFocus();
  });

  it('isolates event titles in the cells and the + more list', async () => {
    const spoofed = timedEvent('pay', '2026-11-18T08:00:00-05:00', '2026-11-18T08:30:00-05:00', {
      summary: 'Pay \u202eeciovni',
    });
    const { user } = renderMonth({ events: [spoofed, ...busyDay] });
    const titles = () => screen.getAllByText('Pay \u202eeciovni').map((element) => element.tagName);
    expect(titles()).toEqual(['BDI']);
    await user.click(within(cell('2026-11-18')).getByRole('button', { name: /^\+ more/ }));
    expect(titles()).toEqual(['BDI', 'BDI']);
  });

  it('opens an event’s details from its cell', async () => {
    const { user, onSelectEvent } = renderMonth();
    await user.click(screen.getByRole('button', { name: '8:15 AM Dentist' }));
    expect(onSelectEvent).toHaveBeenCalledWith(quietDay[0]);
  });

  it('labels a timed event on the days after it began as continued, not with its start time', () => {
    const overnight = timedEvent(
      'release',
      '2026-11-05T22:30:00-05:00',
      '2026-11-06T01:30:00-05:00',
      {
        summary: 'Production release',
      },
    );
    renderMonth({ events: [overnight] });
    expect(
      within(cell('2026-11-05')).getByRole('button', { name: '10:30 PM Production release' }),
    ).toBeInTheDocument();
    expect(
      within(cell('2026-11-06')).getByRole('button', { name: 'Production release (continued)' }),
    ).toBeInTheDocument();
  });

  it('moves between months, picks a day and closes', async () => {
    const { user, onPreviousMonth, onNextMonth, onClose, onPickDay } = renderMonth();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Monday, November 9, 2026' }));
    await user.click(screen.getByRole('button', { name: 'Close month calendar' }));
    expect(onPreviousMonth).toHaveBeenCalledTimes(1);
    expect(onNextMonth).toHaveBeenCalledTimes(1);
    expect(onPickDay).toHaveBeenCalledWith('2026-11-09');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  // The inert page behind is the browser's (calendar-a11y.e2e.ts).
  it('is a modal dialog, with the + more list as a modal over it, and focus goes back', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<button type="button">Open month calendar</button>);
    const opener = screen.getByRole('button', { name: 'Open month calendar' });
    opener.focus();
    const props: MonthViewProps = {
      month: '2026-11-01',
      today: '2026-11-22',
      timeZone: NEW_YORK,
      events: busyDay,
      loading: false,
      errorMessage: null,
      onRetry: jest.fn(),
      onPreviousMonth: jest.fn(),
      onNextMonth: jest.fn(),
      onClose: jest.fn(),
      onPickDay: jest.fn(),
      onSelectEvent: jest.fn(),
    };
    rerender(
      <>
        <button type="button">Open month calendar</button>
        <MonthView {...props} />
      </>,
    );
    const month = screen.getByRole('dialog', { name: 'November 2026' });
    expect(month).toBeInstanceOf(HTMLDialogElement);
    expect(month).toHaveAttribute('open');
    expect(screen.getByRole('heading', { name: 'November 2026' })).toHaveFocus();

    // Esc closes the topmost modal only: the + more list, not the month under it.
    await user.click(within(cell('2026-11-18')).getByRole('button', { name: /^\+ more/ }));
    const list = screen.getByRole('dialog', { name: 'Wednesday, November 18, 2026' });
    expect(list).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    expect(list).not.toBeInTheDocument();
    expect(props.onClose).not.toHaveBeenCalled();

    rerender(<button type="button">Open month calendar</button>);
    expect(opener).toHaveFocus();
  });

  it('closes on Esc', async () => {
    const { user, onClose } = renderMonth();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a failure in place with a retry', async () => {
    const { user, onRetry } = renderMonth({ events: undefined, errorMessage: 'Google is busy.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Couldn’t load events. Google is busy.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
