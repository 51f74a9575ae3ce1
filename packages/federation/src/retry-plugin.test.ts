import { createRetryPlugin, isUnavailableRemote } from './retry-plugin';

type ErrorHook = (args: { id: string; error: unknown; lifecycle: string }) => Promise<unknown>;
type EntryErrorHook = (args: {
  getRemoteEntry: (args: unknown) => Promise<unknown>;
  origin: unknown;
  remoteInfo: unknown;
  globalLoading: Record<string, unknown>;
  uniqueKey: string;
}) => Promise<unknown>;

const policy = { retries: 2, baseDelayMs: 1 };
const plugin = createRetryPlugin(policy) as unknown as {
  loadEntryError: EntryErrorHook;
  errorLoadRemote: ErrorHook;
};

describe('the retry plugin’s loadEntryError (remote entries)', () => {
  const loading = () => ({ 'calendar@http://remote/remoteEntry.js': Promise.resolve() });
  const uniqueKey = 'calendar@http://remote/remoteEntry.js';

  it('loads a failing entry again, afresh each time, and answers the first that loads', async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const globalLoading: Record<string, unknown> = loading();
    const getRemoteEntry = jest
      .fn<Promise<unknown>, [unknown]>()
      .mockRejectedValueOnce(new Error('blink'))
      .mockResolvedValueOnce(exports);
    await expect(
      plugin.loadEntryError({
        getRemoteEntry,
        origin: {},
        remoteInfo: {},
        globalLoading,
        uniqueKey,
      }),
    ).resolves.toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    // The runtime's memo of the failed load is dropped, or it would answer the failure again.
    expect(globalLoading).not.toHaveProperty(uniqueKey);
  });

  it('gives up after the policy’s retries with the last failure', async () => {
    const getRemoteEntry = jest.fn(() => Promise.reject(new Error('down')));
    await expect(
      plugin.loadEntryError({
        getRemoteEntry,
        origin: {},
        remoteInfo: {},
        globalLoading: loading(),
        uniqueKey,
      }),
    ).rejects.toThrow('down');
    expect(getRemoteEntry).toHaveBeenCalledTimes(1 + policy.retries);
  });
});

describe('the retry plugin’s errorLoadRemote', () => {
  it('turns a remote that cannot load into a marker module the slot recognises', async () => {
    const error = new Error('entry failed');
    const factory = (await plugin.errorLoadRemote({
      id: 'calendar/DayCalendar',
      error,
      lifecycle: 'onLoad',
    })) as () => unknown;
    const module = factory();
    expect(isUnavailableRemote(module)).toBe(true);
    expect(isUnavailableRemote({ default: () => null })).toBe(false);
  });

  it('leaves other lifecycles to the runtime', async () => {
    await expect(
      plugin.errorLoadRemote({ id: 'x/y', error: new Error(), lifecycle: 'beforeLoadShare' }),
    ).resolves.toBeUndefined();
  });
});
