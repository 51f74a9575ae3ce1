import type { ConnectionStatus, ResumeReason } from '@mail/event-bus';
import { createConnectionMonitor, LONG_HIDDEN_MS } from './connection-monitor';
import { DEFAULT_RETRY_OPTIONS } from './retry-policy';

function setup({ browserOnline = true } = {}) {
  const statuses: ConnectionStatus[] = [];
  const resumes: ResumeReason[] = [];
  let online = browserOnline;
  const probe = jest.fn(() => Promise.resolve());
  const monitor = createConnectionMonitor({
    probe,
    isBrowserOnline: () => online,
    onStatus: (status) => statuses.push(status),
    onResume: (reason) => resumes.push(reason),
    retry: DEFAULT_RETRY_OPTIONS,
  });
  const setBrowserOnline = (value: boolean) => {
    online = value;
  };
  return { monitor, statuses, resumes, probe, setBrowserOnline };
}

beforeEach(() => {
  jest.useFakeTimers({ now: 1_000_000 });
  jest.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('status', () => {
  it('is online, then rate-limited until the wait ends, then online again on an answer', () => {
    const { monitor, statuses } = setup();
    expect(monitor.status()).toEqual({ state: 'online' });
    const waitEnded = monitor.retrying('rate-limit', 8000);
    expect(monitor.status()).toEqual({ state: 'rate-limited', retryAt: 1_008_000 });
    waitEnded();
    monitor.answered();
    expect(statuses).toEqual([{ state: 'rate-limited', retryAt: 1_008_000 }, { state: 'online' }]);
  });

  it('a rate limit outranks a server error, and says when the last wait ends', () => {
    const { monitor } = setup();
    monitor.retrying('server-error', 500);
    monitor.retrying('rate-limit', 2000);
    monitor.retrying('rate-limit', 9000);
    expect(monitor.status()).toEqual({ state: 'rate-limited', retryAt: 1_009_000 });
  });

  it('network errors read as reconnecting, or offline when the browser says so', () => {
    const { monitor, setBrowserOnline } = setup();
    monitor.retrying('network', 500);
    expect(monitor.status()).toEqual({ state: 'reconnecting' });
    setBrowserOnline(false);
    monitor.retrying('network', 500);
    expect(monitor.status()).toEqual({ state: 'offline' });
  });

  it('reports a change once, not every wait that ends within the same second', () => {
    const { monitor, statuses } = setup();
    monitor.retrying('rate-limit', 1200);
    monitor.retrying('rate-limit', 1200);
    monitor.retrying('rate-limit', 1700);
    expect(statuses).toHaveLength(1);
  });
});

describe('coming back by itself', () => {
  it('after a daily limit, says so and probes at the short backoff until Google answers', async () => {
    const { monitor, probe, resumes, statuses } = setup();
    monitor.gaveUp('daily-limit', undefined);
    // Math.random() is 0: half the first 500 ms step.
    expect(monitor.status()).toEqual({ state: 'daily-limit', retryAt: 1_000_250 });
    await jest.advanceTimersByTimeAsync(250);
    expect(probe).toHaveBeenCalledTimes(1);
    monitor.gaveUp('daily-limit', undefined); // the probe's answer: still spent
    await jest.advanceTimersByTimeAsync(DEFAULT_RETRY_OPTIONS.maxDelayMs);
    expect(probe).toHaveBeenCalledTimes(2);
    monitor.answered();
    expect(resumes).toEqual(['reconnected']);
    expect(statuses.at(-1)).toEqual({ state: 'online' });
  });

  it('after a call gave up on a rate limit, probes when the Retry-After ends and resumes', async () => {
    const { monitor, probe, resumes, statuses } = setup();
    monitor.gaveUp('rate-limit', 10_000);
    expect(monitor.status()).toEqual({ state: 'rate-limited', retryAt: 1_010_000 });
    await jest.advanceTimersByTimeAsync(9_999);
    expect(probe).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
    monitor.answered(); // the probe's answer
    expect(resumes).toEqual(['reconnected']);
    expect(statuses.at(-1)).toEqual({ state: 'online' });
  });

  it('several calls giving up at once wait for the latest Retry-After, with one probe', async () => {
    const { monitor, probe } = setup();
    monitor.gaveUp('rate-limit', 10_000);
    monitor.gaveUp('rate-limit', 1_000);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(probe).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('without a Retry-After, probes with backoff capped at 2 s while the fault lasts', async () => {
    const { monitor, probe } = setup();
    monitor.gaveUp('server-error', undefined);
    await jest.advanceTimersByTimeAsync(250);
    expect(probe).toHaveBeenCalledTimes(1);
    const probeTimes: number[] = [];
    probe.mockImplementation(() => {
      probeTimes.push(Date.now() - 1_000_000);
      monitor.gaveUp('server-error', undefined); // the probe fails too
      return Promise.reject(new Error('500'));
    });
    monitor.gaveUp('server-error', undefined);
    await jest.advanceTimersByTimeAsync(10_000);
    const gaps = probeTimes.slice(1).map((time, index) => time - (probeTimes[index] ?? 0));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(2000);
    expect(probeTimes.length).toBeLessThan(15);
  });

  it('an answer to any call ends the stall: no probe is needed any more', async () => {
    const { monitor, probe, resumes } = setup();
    monitor.gaveUp('network', undefined);
    monitor.answered();
    await jest.advanceTimersByTimeAsync(5000);
    expect(probe).not.toHaveBeenCalled();
    expect(resumes).toEqual(['reconnected']);
  });

  it('an answer with nothing missing resumes nothing', () => {
    const { monitor, resumes } = setup();
    monitor.retrying('server-error', 300)();
    monitor.answered();
    expect(resumes).toEqual([]);
  });

  it('offline: probes go on with backoff, the browser back online probes at once, believed only when answered', async () => {
    const { monitor, probe, resumes, setBrowserOnline } = setup();
    setBrowserOnline(false);
    monitor.wentOffline();
    monitor.gaveUp('network', undefined);
    expect(monitor.status()).toEqual({ state: 'offline' });
    await jest.advanceTimersByTimeAsync(DEFAULT_RETRY_OPTIONS.maxDelayMs);
    expect(probe).toHaveBeenCalledTimes(2);

    setBrowserOnline(true);
    monitor.cameOnline();
    expect(probe).toHaveBeenCalledTimes(3);
    expect(monitor.status()).toEqual({ state: 'reconnecting' });
    expect(resumes).toEqual([]);
    monitor.answered();
    expect(resumes).toEqual(['reconnected']);
    expect(monitor.status()).toEqual({ state: 'online' });
  });

  it("the browser's offline is only a hint: a probe checks it, and an answer keeps it online", () => {
    const { monitor, probe, statuses, setBrowserOnline } = setup();
    setBrowserOnline(false);
    monitor.wentOffline();
    expect(probe).toHaveBeenCalledTimes(1);
    monitor.answered();
    expect(monitor.status()).toEqual({ state: 'online' });
    expect(statuses).toEqual([]);
  });

  it('a browser that says offline from the start is probed, not believed', async () => {
    const { probe, monitor } = setup({ browserOnline: false });
    expect(monitor.status()).toEqual({ state: 'online' });
    await jest.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('a tab shown after a long time resumes; a short absence does not', () => {
    const { monitor, resumes } = setup();
    monitor.becameVisible(LONG_HIDDEN_MS - 1);
    expect(resumes).toEqual([]);
    monitor.becameVisible(LONG_HIDDEN_MS);
    expect(resumes).toEqual(['visible']);
  });

  it('a tab shown while a fault is pending probes at once instead of waiting for the timer', () => {
    const { monitor, probe } = setup();
    monitor.gaveUp('network', undefined);
    monitor.becameVisible(5000);
    expect(probe).toHaveBeenCalledTimes(1);
  });
});
