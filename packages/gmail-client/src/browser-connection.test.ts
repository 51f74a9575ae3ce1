/** @jest-environment jsdom */
import { followBrowserConnection } from './browser-connection';

function fakeConnection() {
  return {
    status: jest.fn(() => ({ state: 'online' as const })),
    wentOffline: jest.fn(),
    cameOnline: jest.fn(),
    becameVisible: jest.fn(),
  };
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  jest.useRealTimers();
  setHidden(false);
});

it("passes the window's offline and online events on, until stopped", () => {
  const connection = fakeConnection();
  const stop = followBrowserConnection(connection);
  window.dispatchEvent(new Event('offline'));
  window.dispatchEvent(new Event('online'));
  expect(connection.wentOffline).toHaveBeenCalledTimes(1);
  expect(connection.cameOnline).toHaveBeenCalledTimes(1);
  stop();
  window.dispatchEvent(new Event('online'));
  expect(connection.cameOnline).toHaveBeenCalledTimes(1);
});

it('says how long the tab was hidden when it is shown again', () => {
  jest.useFakeTimers({ now: 0 });
  const connection = fakeConnection();
  const stop = followBrowserConnection(connection);
  setHidden(true);
  jest.setSystemTime(90_000);
  setHidden(false);
  expect(connection.becameVisible).toHaveBeenCalledWith(90_000);
  stop();
});
