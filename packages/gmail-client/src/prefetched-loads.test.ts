import { PrefetchedLoads } from './prefetched-loads';

describe('PrefetchedLoads', () => {
  let now = 0;
  const prefetches = () => new PrefetchedLoads<string>(30_000, 2, () => now);
  beforeEach(() => {
    now = 0;
  });

  it('hands a prefetch to one open only', async () => {
    const threads = prefetches();
    threads.start('t1', () => Promise.resolve('thread 1'));
    await expect(threads.take('t1')).resolves.toBe('thread 1');
    expect(threads.take('t1')).toBeUndefined();
  });

  it('starts no second load while a fresh one exists, and a new one once it is stale', () => {
    const threads = prefetches();
    const load = jest.fn(() => Promise.resolve('thread'));
    threads.start('t1', load);
    now = 29_999;
    threads.start('t1', load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 30_000;
    expect(threads.take('t1')).toBeUndefined();
    threads.start('t1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the newest prefetches only', () => {
    const threads = prefetches();
    for (const id of ['t1', 't2', 't3']) threads.start(id, () => Promise.resolve(id));
    expect(threads.take('t1')).toBeUndefined();
    expect(threads.take('t3')).toBeDefined();
  });

  it('hands over an answer that has arrived without waiting, once; none before it arrives', async () => {
    const threads = prefetches();
    let answer: (value: string) => void = () => {};
    threads.start('t1', () => new Promise<string>((resolve) => (answer = resolve)));
    expect(threads.takeArrived('t1')).toBeUndefined();
    answer('thread 1');
    await Promise.resolve();
    expect(threads.takeArrived('t1')).toBe('thread 1');
    expect(threads.takeArrived('t1')).toBeUndefined();
    expect(threads.take('t1')).toBeUndefined();
  });

  it('forgets a failed prefetch so the open asks again', async () => {
    const threads = prefetches();
    const failed = Promise.reject(new Error('offline'));
    threads.start('t1', () => failed);
    await failed.catch(() => undefined);
    expect(threads.take('t1')).toBeUndefined();
  });
});
