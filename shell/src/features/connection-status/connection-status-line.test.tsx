import { act, fireEvent, render, screen } from '@testing-library/react';
import { on, publish, type ConnectionStatus } from '@mail/event-bus';
import { ConnectionStatusLine, MIN_SHOWN_MS } from './connection-status-line';

let clientStatus: ConnectionStatus = { state: 'online' };
jest.mock('@mail/gmail-client', () => ({
  getGoogleClient: () => ({ connection: { status: () => clientStatus } }),
}));

const START = 1_000_000;
beforeEach(() => {
  jest.useFakeTimers({ now: START });
  clientStatus = { state: 'online' };
});
afterEach(() => jest.useRealTimers());

/** What the reader sees: the line with its countdown. */
const line = () => document.querySelector('.connection-status') as HTMLElement;
/** What a screen reader announces: the live region. */
const announced = () => screen.getByRole('status');
/** Where work waiting for the connection is announced. */
const waitingRegion = () => line().querySelector('[aria-live="polite"]') as HTMLElement;
/** The client's status changes, and it says so on the bus. */
const tell = (status: ConnectionStatus) =>
  act(() => {
    clientStatus = status;
    publish({ type: 'connection/status', status });
  });

it('shows a status that changed before it was listening (a start offline found by a probe)', () => {
  render(<ConnectionStatusLine />);
  // Said on the bus between the first render and the subscription: missed, but read once subscribed.
  clientStatus = { state: 'offline' };
  act(() => jest.runAllTicks());
  expect(line()).toHaveTextContent('Offline: showing saved mail');
});

it('says nothing while Google answers', () => {
  render(<ConnectionStatusLine />);
  expect(line()).toHaveTextContent(/^$/);
});

it('counts down to the next try after a rate limit, then goes away by itself', () => {
  render(<ConnectionStatusLine />);
  tell({ state: 'rate-limited', retryAt: START + 8000 });
  expect(line()).toHaveTextContent('Google asked us to slow down: retrying in 8 s');
  act(() => jest.advanceTimersByTime(3000));
  expect(line()).toHaveTextContent('Google asked us to slow down: retrying in 5 s');
  act(() => jest.advanceTimersByTime(5000));
  expect(line()).toHaveTextContent('Google asked us to slow down: retrying now…');
  tell({ state: 'online' });
  expect(line()).toHaveTextContent(/^$/);
});

it('announces a message once: the countdown is shown but is no part of the live region', () => {
  render(<ConnectionStatusLine />);
  tell({ state: 'rate-limited', retryAt: START + 8000 });
  expect(announced()).toHaveTextContent(/^Google asked us to slow down$/);
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(announced(), { subtree: true, childList: true, characterData: true });
  act(() => jest.advanceTimersByTime(3000));
  expect(line()).toHaveTextContent('Google asked us to slow down: retrying in 5 s');
  const countdown = line().querySelector('.connection-status__countdown');
  expect(countdown).toHaveTextContent('retrying in 5 s');
  expect(announced().contains(countdown)).toBe(false);
  expect(countdown?.closest('[aria-live], [role="status"]')).toBeNull();
  // A new wait with the same message is no news either; a new message is.
  tell({ state: 'rate-limited', retryAt: START + 13_000 });
  expect(line()).toHaveTextContent('retrying in 10 s');
  observer.takeRecords().forEach((record) => changes.push(record));
  expect(changes).toEqual([]);
  tell({ state: 'server-error', retryAt: START + 5000 });
  expect(announced()).toHaveTextContent(/^Google is having trouble$/);
  observer.disconnect();
});

it('keeps its live region in the page while there is nothing to say, so what comes is announced', () => {
  render(<ConnectionStatusLine />);
  const region = announced();
  expect(region).toBeEmptyDOMElement();
  tell({ state: 'offline' });
  expect(announced()).toBe(region);
  expect(region).toHaveTextContent(/^Offline: showing saved mail$/);
});

it('a fault that mends at once still stays up long enough to be read, then goes', () => {
  render(<ConnectionStatusLine />);
  tell({ state: 'server-error', retryAt: START + 500 });
  tell({ state: 'online' });
  expect(line()).toHaveTextContent('Google is having trouble: retrying in 1 s');
  act(() => jest.advanceTimersByTime(MIN_SHOWN_MS - 1));
  expect(line()).not.toHaveTextContent(/^$/);
  act(() => jest.advanceTimersByTime(1));
  expect(line()).toHaveTextContent(/^$/);
});

it('a new fault before the line has gone replaces it, and is not cleared early', () => {
  render(<ConnectionStatusLine />);
  tell({ state: 'server-error', retryAt: START + 500 });
  tell({ state: 'online' });
  tell({ state: 'offline' });
  act(() => jest.advanceTimersByTime(10_000));
  expect(line()).toHaveTextContent('Offline: showing saved mail');
});

it('says "Reconnecting…" while the connection is being checked', () => {
  render(<ConnectionStatusLine />);
  tell({ state: 'reconnecting' });
  expect(line()).toHaveTextContent('Reconnecting…');
});

it('starts from the status the client already has', () => {
  clientStatus = { state: 'offline' };
  render(<ConnectionStatusLine />);
  expect(line()).toHaveTextContent('Offline: showing saved mail');
});

it('shows work waiting for the connection with its action, until it is taken away', () => {
  const pressed: string[] = [];
  const subscription = on('alert/action').subscribe(({ id }) => pressed.push(id));
  render(<ConnectionStatusLine />);
  act(() =>
    publish({
      type: 'status/waiting',
      id: 'outbox',
      message: 'Waiting to send',
      action: { label: 'Cancel', id: 'cancel-waiting' },
    }),
  );
  expect(line()).toHaveTextContent('Waiting to send');
  expect(waitingRegion()).toHaveTextContent(/^Waiting to sendCancel$/);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(pressed).toEqual(['cancel-waiting']);
  act(() => publish({ type: 'status/waiting', id: 'outbox', message: null }));
  expect(line()).toHaveTextContent(/^$/);
  subscription.unsubscribe();
});

it('signing out leaves no status of the session behind', () => {
  render(<ConnectionStatusLine />);
  tell({ state: 'reconnecting' });
  act(() => publish({ type: 'auth/signed-out', reason: 'user' }));
  expect(line()).toHaveTextContent(/^$/);
});
