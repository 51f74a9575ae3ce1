import { act, screen, waitFor, within } from '@testing-library/react';
import type { CalendarEmbedOptions } from '@mail/contracts';
import { mountCalendar } from './mount-calendar';

interface FakeAnswer {
  status: number;
  body: unknown;
}

/** Stands in for the browser's fetch: records the calls and answers them in turn. */
function fakeFetch(answer: (url: URL) => FakeAnswer) {
  const calls: { url: URL; headers: Record<string, string> }[] = [];
  const fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    calls.push({ url, headers: init?.headers as Record<string, string> });
    const { status, body } = answer(url);
    return {
      status,
      headers: { get: () => null },
      text: async () => JSON.stringify(body),
    };
  });
  return { fetch, calls };
}

const todayEvent = (url: URL) => ({
  items: [
    {
      id: 'embedded',
      summary: 'Embedded meeting',
      start: {
        dateTime: new Date(Date.parse(url.searchParams.get('timeMin')!) + 36e5).toISOString(),
      },
      end: {
        dateTime: new Date(Date.parse(url.searchParams.get('timeMin')!) + 72e5).toISOString(),
      },
    },
  ],
});

describe('mountCalendar', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
    document.body.innerHTML = '';
  });

  function mountInto(options: Partial<CalendarEmbedOptions> = {}) {
    const element = document.createElement('div');
    document.body.append(element);
    let unmount: () => void = () => undefined;
    act(() => {
      unmount = mountCalendar(element, {
        getAccessToken: () => 'token-1',
        api: { calendar: 'http://127.0.0.1:3100/' },
        ...options,
      });
    });
    return { element, unmount: () => act(() => unmount()) };
  }

  it('shows the calendar in the element, calling the API origin with the page’s token', async () => {
    const { fetch, calls } = fakeFetch((url) => ({ status: 200, body: todayEvent(url) }));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const { element } = mountInto({ date: '2026-11-23' });

    expect(await within(element).findByRole('button', { name: /Embedded meeting/ })).toBeVisible();
    expect(calls).toHaveLength(1);
    const [{ url, headers }] = calls as [(typeof calls)[0]];
    expect(url.origin + url.pathname).toBe(
      'http://127.0.0.1:3100/calendar/v3/calendars/primary/events',
    );
    expect(url.searchParams.get('singleEvents')).toBe('true');
    expect(url.searchParams.get('orderBy')).toBe('startTime');
    expect(url.searchParams.get('conferenceDataVersion')).toBe('1');
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(within(element).getByLabelText('Date')).toHaveValue('2026-11-23');
  });

  it('leaves the element empty once unmounted', async () => {
    globalThis.fetch = fakeFetch((url) => ({ status: 200, body: todayEvent(url) }))
      .fetch as unknown as typeof globalThis.fetch;
    const { element, unmount } = mountInto();
    await within(element).findByRole('button', { name: /Embedded meeting/ });
    unmount();
    expect(element).toBeEmptyDOMElement();
    unmount(); // a second call does nothing
  });

  it('opens on the month view when asked', async () => {
    globalThis.fetch = fakeFetch(() => ({ status: 200, body: { items: [] } }))
      .fetch as unknown as typeof globalThis.fetch;
    mountInto({ view: 'month', date: '2026-02-10' });
    expect(screen.getByRole('heading', { name: 'February 2026' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('No events')).toHaveLength(2));
  });

  it('tells the page when the token is refused', async () => {
    globalThis.fetch = fakeFetch(() => ({
      status: 401,
      body: { error: { code: 401, message: 'Invalid Credentials', status: 'UNAUTHENTICATED' } },
    })).fetch as unknown as typeof globalThis.fetch;
    const onUnauthorized = jest.fn();
    mountInto({ onUnauthorized });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('refuses options it cannot use, naming what is wrong', () => {
    const element = document.createElement('div');
    const valid: CalendarEmbedOptions = {
      getAccessToken: () => null,
      api: { calendar: 'http://localhost:3100' },
    };
    expect(() => mountCalendar(null as unknown as HTMLElement, valid)).toThrow(/DOM element/);
    expect(() => mountCalendar(element, { ...valid, api: { calendar: 'localhost' } })).toThrow(
      /api\.calendar/,
    );
    expect(() =>
      mountCalendar(element, { ...valid, api: { calendar: 'https://other-origin.test' } }),
    ).toThrow(/api\.calendar must be https:\/\/www\.googleapis\.com/);
    expect(() =>
      mountCalendar(element, { ...valid, getAccessToken: 'x' as unknown as () => null }),
    ).toThrow(/getAccessToken/);
    expect(() => mountCalendar(element, { ...valid, date: '23/11/2026' })).toThrow(/YYYY-MM-DD/);
  });
});
