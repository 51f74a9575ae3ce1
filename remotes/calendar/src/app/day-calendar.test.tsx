import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GoogleApiError } from '@mail/gmail-client';
import {
  apiEvent,
  calendarAnswering,
  renderWithCalendar,
  type ListEventsMock,
} from '../test-support/render-calendar';
import { CalendarApp } from './calendar-app';
import { DayCalendar } from './day-calendar';

const NEW_YORK = 'America/New_York';

function calendarWith(byDay: Record<string, ReturnType<typeof apiEvent>[]>): ListEventsMock {
  return jest.fn(async ({ timeMin }) => byDay[timeMin.slice(0, 10)] ?? []);
}

const monday = [
  apiEvent('review', 'Design review', '2026-11-23T10:00:00-05:00', '2026-11-23T11:00:00-05:00', {
    location: 'https://whereby.example/atlas',
    conferenceData: { entryPoints: [{ uri: 'https://us02web.zoom.us/j/1' }] },
  }),
];

describe('DayCalendar', () => {
  it('asks for the selected day from start to end, as the spec’s day view call', async () => {
    const listEvents = calendarWith({ '2026-11-23': monday });
    renderWithCalendar(<DayCalendar onOpenMonth={jest.fn()} timeZone={NEW_YORK} />, {
      date: '2026-11-23',
      listEvents,
    });
    expect(await screen.findByRole('button', { name: /Design review/ })).toBeInTheDocument();
    expect(listEvents).toHaveBeenCalledTimes(1);
    const [params, options] = listEvents.mock.calls[0]!;
    expect(params).toEqual({
      timeMin: '2026-11-23T05:00:00.000Z',
      timeMax: '2026-11-24T05:00:00.000Z',
      singleEvents: true,
      orderBy: 'startTime',
      conferenceDataVersion: 1,
    });
    expect(options?.signal).toBeInstanceOf(AbortSignal);
  });

  it('does not ask again for a day it has already shown', async () => {
    const user = userEvent.setup();
    const listEvents = calendarWith({ '2026-11-23': monday });
    renderWithCalendar(<DayCalendar onOpenMonth={jest.fn()} timeZone={NEW_YORK} />, {
      date: '2026-11-23',
      listEvents,
    });
    await screen.findByRole('button', { name: /Design review/ });
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await screen.findByText('No events');
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(screen.getByRole('button', { name: /Design review/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(listEvents.mock.calls.map(([{ timeMin }]) => timeMin)).toEqual([
      '2026-11-23T05:00:00.000Z',
      '2026-11-24T05:00:00.000Z',
    ]);
  });

  it('opens the details of a clicked event and closes them on Esc, focus back on the event', async () => {
    const user = userEvent.setup();
    renderWithCalendar(<DayCalendar onOpenMonth={jest.fn()} timeZone={NEW_YORK} />, {
      date: '2026-11-23',
      listEvents: calendarWith({ '2026-11-23': monday }),
    });
    const event = await screen.findByRole('button', { name: /Design review/ });
    await user.click(event);
    const dialog = screen.getByRole('dialog', { name: 'Design review' });
    expect(dialog).toHaveTextContent('Monday, November 23, 2026 · 10:00 AM – 11:00 AM');
    expect(screen.getByRole('link', { name: 'Join Zoom meeting' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(event).toHaveFocus();
  });

  it('shows a failure in place and loads again on retry', async () => {
    const user = userEvent.setup();
    const listEvents: ListEventsMock = jest
      .fn()
      // A failure for good: passing ones (5xx, rate limits) wait for Google and reload by themselves.
      .mockRejectedValueOnce(new GoogleApiError(403, 'forbidden', 'Forbidden'))
      .mockResolvedValueOnce(monday);
    renderWithCalendar(<DayCalendar onOpenMonth={jest.fn()} timeZone={NEW_YORK} />, {
      date: '2026-11-23',
      listEvents,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Couldn’t load events. Google refused this request for your account.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Design review/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(listEvents).toHaveBeenCalledTimes(2);
  });

  it('aborts the request of a day left before its answer came', async () => {
    const user = userEvent.setup();
    const signals: AbortSignal[] = [];
    const listEvents: ListEventsMock = jest.fn(
      (_params, options) =>
        new Promise((resolve) => {
          signals.push(options!.signal!);
          if (signals.length > 1) resolve([]);
        }),
    );
    renderWithCalendar(<DayCalendar onOpenMonth={jest.fn()} timeZone={NEW_YORK} />, {
      date: '2026-11-23',
      listEvents,
    });
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
  });
});

describe('CalendarApp', () => {
  it('opens the month on the day’s month, and picking a day there shows it', async () => {
    const user = userEvent.setup();
    const listEvents = calendarAnswering();
    const { selectedDate } = renderWithCalendar(<CalendarApp timeZone={NEW_YORK} />, {
      date: '2026-11-23',
      listEvents,
    });
    const openMonth = screen.getByRole('button', { name: 'Open month calendar' });
    await user.click(openMonth);
    expect(screen.getByRole('heading', { name: 'November 2026' })).toHaveFocus();
    await waitFor(() =>
      expect(listEvents).toHaveBeenCalledWith(
        {
          timeMin: '2026-11-01T04:00:00.000Z',
          timeMax: '2026-12-06T05:00:00.000Z',
          singleEvents: true,
          orderBy: 'startTime',
        },
        expect.anything(),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thursday, December 3, 2026' }));

    expect(screen.queryByRole('heading', { name: 'December 2026' })).toBeNull();
    expect(selectedDate.get()).toBe('2026-12-03');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-03');
    expect(openMonth).toHaveFocus();
  });

  it('lists events on the next and previous months’ days of the grid too', async () => {
    const listEvents = calendarAnswering([
      apiEvent('standup', 'Stand-up', '2026-12-03T09:30:00-05:00', '2026-12-03T09:45:00-05:00'),
      apiEvent('retro', 'Retro', '2026-11-30T16:00:00-05:00', '2026-11-30T17:00:00-05:00'),
    ]);
    renderWithCalendar(<CalendarApp timeZone={NEW_YORK} initialView="month" />, {
      date: '2026-12-10',
      listEvents,
    });
    // December 2026's grid begins on Sunday, November 29 and ends on Saturday, January 2.
    expect(await screen.findByRole('button', { name: '4:00 PM Retro' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '9:30 AM Stand-up' })).toBeInTheDocument();
    const monthCall = listEvents.mock.calls.find(([params]) => !params.conferenceDataVersion);
    expect(monthCall![0]).toMatchObject({
      timeMin: '2026-11-29T05:00:00.000Z',
      timeMax: '2027-01-03T05:00:00.000Z',
    });
  });

  it('closes the month view with its close button', async () => {
    const user = userEvent.setup();
    renderWithCalendar(<CalendarApp timeZone={NEW_YORK} initialView="month" />, {
      date: '2026-11-23',
      listEvents: calendarAnswering(),
    });
    await user.click(screen.getByRole('button', { name: 'Close month calendar' }));
    expect(screen.queryByRole('heading', { name: 'November 2026' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Calendar' })).toBeInTheDocument();
  });
});

describe('the current-time line', () => {
  afterEach(() => jest.useRealTimers());

  it('moves as time passes', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T14:00:00-05:00') });
    renderWithCalendar(<DayCalendar onOpenMonth={jest.fn()} timeZone={NEW_YORK} />, {
      date: '2026-11-23',
      listEvents: calendarAnswering(),
    });
    await screen.findByText('No events');
    const line = () => document.querySelector<HTMLElement>('.cal-day__now')!.style.top;
    expect(line()).toBe('840px');
    act(() => jest.advanceTimersByTime(5 * 60_000));
    expect(line()).toBe('845px');
  });
});
