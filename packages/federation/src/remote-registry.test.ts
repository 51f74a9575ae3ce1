/** @jest-environment jsdom */
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  loadRemoteComponent,
  loadRemoteFunction,
  registerRemotesFromConfig,
  RemoteIncompatibleError,
  RemoteUnavailableError,
} from './remote-registry';
import { createRetryPlugin } from './retry-plugin';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const retryPlugin = createRetryPlugin({ retries: 0, baseDelayMs: 1 }) as unknown as {
  errorLoadRemote(args: { id: string; error: unknown; lifecycle: string }): Promise<unknown>;
};
// The runtime's own words when a strict singleton's version is outside a remote's range.
const versionError = new Error(
  '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @mail/event-bus does not satisfy the requirement of calendar which needs ^2.0.0)',
);

/** What the runtime hands back once the retry plugin has turned a failed load into its failover. */
async function failover(error: unknown) {
  return retryPlugin.errorLoadRemote({ id: 'calendar/DayCalendar', error, lifecycle: 'onLoad' });
}

beforeAll(() => {
  const location = { entry: 'http://remote/remoteEntry.js' };
  registerRemotesFromConfig({
    remotes: { mailbox: location, conversation: location, compose: location, calendar: location },
    api: {
      gmail: 'http://api',
      calendar: 'http://api',
      userinfo: 'http://api',
      oauth: 'http://api',
    },
  });
});

describe('loadRemoteComponent says why a remote did not load', () => {
  it('a remote built for another version of a shared package: which package and both versions', async () => {
    loadRemoteMock.mockResolvedValueOnce(await failover(versionError));
    const failure = loadRemoteComponent('calendar/DayCalendar');
    await expect(failure).rejects.toBeInstanceOf(RemoteIncompatibleError);
    await expect(failure).rejects.toMatchObject({
      remote: 'calendar',
      sharedPackage: '@mail/event-bus',
      requiredVersion: '^2.0.0',
      pageVersion: '1.0.0',
    });
  });

  it('the same error thrown rather than handed back', async () => {
    loadRemoteMock.mockRejectedValueOnce(versionError);
    await expect(loadRemoteComponent('calendar/DayCalendar')).rejects.toBeInstanceOf(
      RemoteIncompatibleError,
    );
  });

  it('any other failure: unavailable', async () => {
    loadRemoteMock.mockResolvedValueOnce(await failover(new Error('Failed to fetch')));
    await expect(loadRemoteComponent('calendar/DayCalendar')).rejects.toBeInstanceOf(
      RemoteUnavailableError,
    );
  });
});

describe('loadRemoteFunction', () => {
  it("answers the module's default export", async () => {
    const start = jest.fn();
    loadRemoteMock.mockResolvedValueOnce({ default: start });
    await expect(loadRemoteFunction('mailbox/FirstScreenList')).resolves.toBe(start);
  });

  it('rejects when the remote could not load, or its module exports no function', async () => {
    loadRemoteMock.mockResolvedValueOnce(await failover(new Error('Failed to fetch')));
    await expect(loadRemoteFunction('mailbox/FirstScreenList')).rejects.toBeInstanceOf(
      RemoteUnavailableError,
    );
    loadRemoteMock.mockResolvedValueOnce({ default: {} });
    await expect(loadRemoteFunction('mailbox/FirstScreenList')).rejects.toMatchObject({
      remote: 'mailbox',
    });
  });
});
