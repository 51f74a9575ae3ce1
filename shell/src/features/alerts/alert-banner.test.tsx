import { act, fireEvent, render, screen } from '@testing-library/react';
import { on, publish } from '@mail/event-bus';
import { AlertBanner, DEFAULT_ALERT_DURATION_MS } from './alert-banner';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows an alert raised on the bus and removes it after 3000 ms', () => {
  render(<AlertBanner />);
  act(() => publish({ type: 'alert/show', kind: 'success', message: 'Mail sent' }));
  expect(screen.getByRole('status')).toHaveTextContent('Mail sent');
  expect(screen.getByText('Mail sent').closest('[data-alert-kind]')).toHaveAttribute(
    'data-alert-kind',
    'success',
  );

  act(() => jest.advanceTimersByTime(DEFAULT_ALERT_DURATION_MS - 1));
  expect(screen.getByRole('status')).toHaveTextContent('Mail sent');
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('announces errors as alerts, closes on its button, and a new alert restarts the clock', () => {
  render(<AlertBanner />);
  act(() => publish({ type: 'alert/show', kind: 'info', message: 'First' }));
  act(() => jest.advanceTimersByTime(2000));
  act(() => publish({ type: 'alert/show', kind: 'error', message: 'Could not send' }));
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.getByRole('alert')).toHaveTextContent('Could not send');

  expect(screen.getByRole('status')).toBeEmptyDOMElement();

  fireEvent.click(screen.getByRole('button', { name: 'Close alert' }));
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
});

it('its live regions are on the page, empty, before the first alert, so screen readers announce it', () => {
  render(<AlertBanner />);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  act(() => publish({ type: 'alert/show', kind: 'info', message: 'Saved' }));
  expect(screen.getByRole('status')).toHaveTextContent('Saved');
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
});

it('an alert with an action shows its button, which reports the press and closes the alert', () => {
  const pressed: string[] = [];
  const subscription = on('alert/action').subscribe(({ id }) => pressed.push(id));
  render(<AlertBanner />);
  act(() =>
    publish({
      type: 'alert/show',
      kind: 'info',
      message: 'Sending…',
      action: { label: 'Undo', id: 'undo-1' },
    }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(pressed).toEqual(['undo-1']);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  subscription.unsubscribe();
});
