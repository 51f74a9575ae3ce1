import { RequestLimiter } from './request-limiter';
import { flushPromises } from './test-support/fake-fetch';

describe('RequestLimiter', () => {
  it('grants up to the cap at once and the rest in arrival order', async () => {
    const limiter = new RequestLimiter(2);
    const granted: number[] = [];
    const releases = new Map<number, () => void>();
    for (const id of [1, 2, 3, 4]) {
      void limiter.acquire().then((release) => {
        granted.push(id);
        releases.set(id, release);
      });
    }
    await flushPromises();
    expect(granted).toEqual([1, 2]);
    releases.get(2)?.();
    await flushPromises();
    expect(granted).toEqual([1, 2, 3]);
    releases.get(1)?.();
    releases.get(1)?.(); // a second release of the same slot must not free another one
    await flushPromises();
    expect(granted).toEqual([1, 2, 3, 4]);
    void limiter.acquire().then(() => granted.push(5));
    await flushPromises();
    expect(granted).toEqual([1, 2, 3, 4]);
  });

  it('drops an aborted waiter from the queue', async () => {
    const limiter = new RequestLimiter(1);
    const release = await limiter.acquire();
    const controller = new AbortController();
    const aborted = limiter.acquire(controller.signal);
    const next = jest.fn();
    void limiter.acquire().then(next);
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError', message: 'gone' });
    release();
    await flushPromises();
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('rejects a zero cap', () => {
    expect(() => new RequestLimiter(0)).toThrow(RangeError);
  });
});
