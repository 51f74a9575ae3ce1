import { createRetryPlugin, isUnavailableRemote } from './retry-plugin';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
type ErrorHook = (args: { id: string; error: unknown; lifecycle: string }) => Promise<unknown>;

const policy = { retries: 2, baseDelayMs: 1 };
const plugin = createRetryPlugin(policy) as unknown as {
  fetch: FetchHook;
  errorLoadRemote: ErrorHook;
};

let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit]>;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const answer = (status: number) => ({ ok: status < 400, status }) as Response;

describe('the retry plugin’s fetch (manifests)', () => {
  it('retries a failing manifest fetch and returns the first good answer, never from cache', async () => {
    fetchMock.mockResolvedValueOnce(answer(503)).mockRejectedValueOnce(new TypeError('offline'));
    fetchMock.mockResolvedValueOnce(answer(200));
    await expect(plugin.fetch('http://remote/mf-manifest.json', {})).resolves.toMatchObject({
      status: 200,
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls.every(([, init]) => init.cache === 'no-cache')).toBe(true);
  });

  it('gives up after the policy’s retries with the last failure', async () => {
    fetchMock.mockResolvedValue(answer(404));
    await expect(plugin.fetch('http://remote/mf-manifest.json', {})).rejects.toThrow(
      'http://remote/mf-manifest.json answered 404',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1 + policy.retries);
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
