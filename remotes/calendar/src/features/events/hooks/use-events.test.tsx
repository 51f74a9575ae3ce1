import { act, render, screen } from '@testing-library/react';
import { publish } from '@mail/event-bus';
import { GoogleApiError, type ListEventsParams } from '@mail/gmail-client';
import { apiEvent } from '../../../test-support/render-calendar';
import { useEvents } from './use-events';

const listEvents = jest.fn(async (_params: ListEventsParams) => [
  apiEvent('e1', 'Planning', '2026-11-23T10:00:00Z', '2026-11-23T11:00:00Z'),
]);

// Without an embed's provider, the hook uses the page-wide client the shell configured.
jest.mock('@mail/gmail-client', () => ({
  ...jest.requireActual('@mail/gmail-client'),
  getGoogleClient: () => ({ listEvents }),
}));

function Probe() {
  const { events, loading, errorMessage } = useEvents({
    timeMin: '2026-11-23T00:00:00.000Z',
    timeMax: '2026-11-24T00:00:00.000Z',
  });
  if (errorMessage) return <p>{errorMessage}</p>;
  return <p>{loading ? 'loading' : events?.map((event) => event.summary).join(', ')}</p>;
}

describe('useEvents on the page-wide client', () => {
  it('serves a range again from the cache, until the user signs out', async () => {
    const first = render(<Probe />);
    await screen.findByText('Planning');
    first.unmount();

    const second = render(<Probe />);
    expect(screen.getByText('Planning')).toBeInTheDocument();
    expect(listEvents).toHaveBeenCalledTimes(1);
    second.unmount();

    act(() => publish({ type: 'auth/signed-out', reason: 'user' }));
    render(<Probe />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await screen.findByText('Planning');
    expect(listEvents).toHaveBeenCalledTimes(2);
  });

  it('a load failing for a passing reason waits, with no error, and reloads when Google is back', async () => {
    act(() => publish({ type: 'auth/signed-out', reason: 'user' }));
    listEvents.mockRejectedValueOnce(new GoogleApiError(503, 'backendError', 'Unavailable'));
    render(<Probe />);
    await act(async () => {});
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => publish({ type: 'connection/resumed', reason: 'reconnected' }));
    await screen.findByText('Planning');
  });
});
