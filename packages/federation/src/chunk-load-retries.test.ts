import { retryUrl } from './backoff';
import { retryChunkLoads, type ChunkLoadingRuntime } from './chunk-load-retries';

const policy = { retries: 3, baseDelayMs: 100 };

function chunkLoadError(url: string): Error {
  const error = new Error(`Loading chunk failed.\n(error: ${url})`);
  error.name = 'ChunkLoadError';
  return error;
}

/**
 * A bundle runtime shaped like rspack's: `e` reads the script and stylesheet file names while it
 * starts a load, forgets a chunk whose load failed, and joins a load already under way.
 */
function fakeRuntime(answers: {
  script: (url: string) => boolean;
  style?: (url: string) => boolean;
}) {
  const requested: string[] = [];
  const loaded = new Set<string>();
  const loading = new Map<string, Promise<unknown>>();
  const runtime: ChunkLoadingRuntime = {
    u: (id) => `${id}.abc.js`,
    k: (id) => `${id}.def.css`,
    e(id) {
      const key = String(id);
      if (loaded.has(key)) return Promise.resolve();
      const under = loading.get(key);
      if (under) return under;
      const files = [`/p/${runtime.u!(id)}`, `/p/${runtime.k!(id)}`];
      requested.push(...files);
      const load = new Promise<void>((resolve, reject) => {
        setTimeout(() => {
          loading.delete(key);
          const failed = files.find((url) =>
            url.includes('.css') ? !(answers.style ?? (() => true))(url) : !answers.script(url),
          );
          if (failed) return reject(chunkLoadError(failed));
          loaded.add(key);
          resolve();
        }, 1);
      });
      loading.set(key, load);
      return load;
    },
  };
  return { runtime, requested };
}

const scripts = (requested: string[]) => requested.filter((url) => url.includes('.js'));

const waits: number[] = [];
const pause = (ms: number) => {
  waits.push(ms);
  return Promise.resolve();
};
beforeEach(() => {
  waits.length = 0;
});

/** Fails the first `count` requests whose URL matches. */
function failFirst(count: number, pattern: RegExp) {
  let failures = 0;
  return (url: string) => !(pattern.test(url) && failures++ < count);
}

describe('chunk load retries', () => {
  it('loads a chunk whose script fails twice, asking again with ?retry=n after a backoff', async () => {
    const { runtime, requested } = fakeRuntime({ script: failFirst(2, /^\/p\/265\./) });
    retryChunkLoads(runtime, policy, pause);
    await expect(runtime.e!('265')).resolves.toBeUndefined();
    expect(scripts(requested)).toEqual([
      '/p/265.abc.js',
      '/p/265.abc.js?retry=1',
      '/p/265.abc.js?retry=2',
    ]);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(50);
    expect(waits[0]).toBeLessThanOrEqual(100);
    expect(waits[1]).toBeGreaterThanOrEqual(100);
    expect(waits[1]).toBeLessThanOrEqual(200);
    // Later loads of other chunks use the plain file names again.
    await runtime.e!('7');
    expect(requested.slice(-2)).toEqual(['/p/7.abc.js', '/p/7.def.css']);
  });

  it('retries a chunk whose stylesheet fails, with the query on the stylesheet too', async () => {
    const { runtime, requested } = fakeRuntime({
      script: () => true,
      style: failFirst(1, /\.css/),
    });
    retryChunkLoads(runtime, policy, pause);
    await runtime.e!(9);
    expect(requested).toContain('/p/9.def.css?retry=1');
  });

  it('gives up after the policy’s retries with the ChunkLoadError, so the slot shows its message', async () => {
    const { runtime, requested } = fakeRuntime({ script: () => false });
    retryChunkLoads(runtime, policy, pause);
    await expect(runtime.e!('265')).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(scripts(requested)).toHaveLength(1 + policy.retries);
    expect(waits).toHaveLength(policy.retries);
  });

  it('runs one retry for every caller that asked for the failing chunk at once', async () => {
    const { runtime, requested } = fakeRuntime({ script: failFirst(1, /^\/p\/5\./) });
    retryChunkLoads(runtime, policy, pause);
    await Promise.all([runtime.e!('5'), runtime.e!('5'), runtime.e!('5')]);
    expect(scripts(requested)).toEqual(['/p/5.abc.js', '/p/5.abc.js?retry=1']);
  });

  it('does not retry again what another bundle already retried (a shared module it provides)', async () => {
    const provider = fakeRuntime({ script: () => false });
    retryChunkLoads(provider.runtime, policy, pause);
    const consumer: ChunkLoadingRuntime = { e: (id) => provider.runtime.e!(id) };
    retryChunkLoads(consumer, policy, pause);
    await expect(consumer.e!('shared')).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(scripts(provider.requested)).toHaveLength(1 + policy.retries);
  });

  it('leaves other failures alone', async () => {
    const broken = new TypeError('not a load failure');
    const ensure = jest.fn().mockRejectedValue(broken);
    const runtime: ChunkLoadingRuntime = { e: ensure };
    retryChunkLoads(runtime, policy, pause);
    await expect(runtime.e!('1')).rejects.toBe(broken);
    expect(ensure).toHaveBeenCalledTimes(1);
  });

  it('wraps a runtime once, and leaves one without async chunks as it is', async () => {
    const { runtime, requested } = fakeRuntime({ script: failFirst(1, /./) });
    retryChunkLoads(runtime, policy, pause);
    const wrapped = runtime.e;
    retryChunkLoads(runtime, policy, pause);
    expect(runtime.e).toBe(wrapped);
    await runtime.e!('1');
    expect(scripts(requested)).toEqual(['/p/1.abc.js', '/p/1.abc.js?retry=1']);
    const bare: ChunkLoadingRuntime = {};
    retryChunkLoads(bare, policy, pause);
    expect(bare).toEqual({});
  });
});

test('a retry URL keeps a query the file name already has', () => {
  expect(retryUrl('a.js', 2)).toBe('a.js?retry=2');
  expect(retryUrl('a.js?v=1', 2)).toBe('a.js?v=1&retry=2');
});
