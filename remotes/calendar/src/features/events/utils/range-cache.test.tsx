import { RangeCache } from './range-cache';

interface Pending {
  query: string;
  signal: AbortSignal;
  resolve(value: string): void;
  reject(error: unknown): void;
}

function setup(maxAgeMs = 1000) {
  const pending: Pending[] = [];
  let clock = 0;
  const cache = new RangeCache<string, string>({
    keyOf: (query) => query,
    load: (query, signal) =>
      new Promise((resolve, reject) => pending.push({ query, signal, resolve, reject })),
    maxAgeMs,
    now: () => clock,
  });
  const changes = jest.fn();
  cache.subscribe(changes);
  /** A view shows the range until its load ends one way or the other, then leaves. */
  const visit = async (query: string, outcome: { value: string } | { error: unknown }) => {
    const release = cache.retain(query);
    const load = pending.at(-1)!;
    if ('value' in outcome) load.resolve(outcome.value);
    else load.reject(outcome.error);
    await settle();
    release();
  };
  return {
    cache,
    pending,
    changes,
    visit,
    advance: (ms: number) => (clock += ms),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RangeCache', () => {
  it('loads a range once and serves it from the cache afterwards', async () => {
    const { cache, pending, changes } = setup();
    const release = cache.retain('nov-23');
    expect(cache.snapshot('nov-23')).toEqual({ value: undefined, loading: true });
    pending[0]!.resolve('events of the 23rd');
    await settle();
    expect(cache.snapshot('nov-23')).toEqual({ value: 'events of the 23rd', loading: false });
    expect(changes).toHaveBeenCalled();
    release();

    // Back and forth: the next day loads, the 23rd does not load again.
    cache.retain('nov-24')();
    cache.retain('nov-23');
    expect(pending.map(({ query }) => query)).toEqual(['nov-23', 'nov-24']);
    expect(cache.snapshot('nov-23').value).toBe('events of the 23rd');
  });

  it('keeps the same snapshot object while nothing changes', async () => {
    const { cache, pending } = setup();
    cache.retain('a');
    pending[0]!.resolve('x');
    await settle();
    expect(cache.snapshot('a')).toBe(cache.snapshot('a'));
  });

  it('shares one load between views showing the same range', () => {
    const { cache, pending } = setup();
    cache.retain('a');
    cache.retain('a');
    expect(pending).toHaveLength(1);
  });

  it('aborts a load only when the last view waiting for it leaves', async () => {
    const { cache, pending } = setup();
    const first = cache.retain('a');
    const second = cache.retain('a');
    first();
    first(); // releasing twice counts once
    expect(pending[0]!.signal.aborted).toBe(false);
    second();
    expect(pending[0]!.signal.aborted).toBe(true);
    pending[0]!.resolve('late answer');
    await settle();
    expect(cache.snapshot('a')).toEqual({ loading: true });

    cache.retain('a');
    expect(pending).toHaveLength(2);
  });

  it('keeps a failure until asked again, and a retry keeps loading state honest', async () => {
    const { cache, pending } = setup();
    cache.retain('a');
    const failure = new Error('503');
    pending[0]!.reject(failure);
    await settle();
    expect(cache.snapshot('a')).toEqual({ value: undefined, error: failure, loading: false });

    cache.reload('a');
    expect(cache.snapshot('a')).toEqual({ value: undefined, loading: true });
    pending[1]!.resolve('ok');
    await settle();
    expect(cache.snapshot('a')).toEqual({ value: 'ok', loading: false });
  });

  it('reloads the ranges on screen when told to (Google is back), not those no view shows', async () => {
    const { cache, pending } = setup();
    cache.retain('shown');
    pending[0]!.reject(new Error('offline'));
    cache.retain('left')();
    cache.retain('running');
    await settle();
    cache.reloadShown();
    expect(pending.map(({ query }) => query)).toEqual(['shown', 'left', 'running', 'shown']);
    expect(cache.snapshot('shown')).toEqual({ value: undefined, loading: true });
  });

  it('loads a failed range again when a view comes back to it', async () => {
    const { cache, pending, visit } = setup();
    await visit('a', { error: new Error('offline') });
    expect(cache.snapshot('a').error).toEqual(new Error('offline'));
    cache.retain('a');
    expect(pending).toHaveLength(2);
  });

  it('shows a stale value while loading it again', async () => {
    const { cache, pending, advance, visit } = setup(1000);
    await visit('a', { value: 'old' });
    advance(999);
    cache.retain('a')();
    expect(pending).toHaveLength(1);

    advance(1);
    cache.retain('a');
    expect(pending).toHaveLength(2);
    expect(cache.snapshot('a')).toEqual({ value: 'old', loading: true });
    pending[1]!.resolve('new');
    await settle();
    expect(cache.snapshot('a')).toEqual({ value: 'new', loading: false });
  });

  it('keeps the stale value when its refresh is abandoned', async () => {
    const { cache, pending, advance, visit } = setup(1000);
    await visit('a', { value: 'old' });
    advance(5000);
    cache.retain('a')();
    expect(pending[1]!.signal.aborted).toBe(true);
    expect(cache.snapshot('a')).toEqual({ value: 'old', loading: false });
  });

  it('does not start a second load when retried while one runs', () => {
    const { cache, pending } = setup();
    cache.retain('a');
    cache.reload('a');
    expect(pending).toHaveLength(1);
  });

  it('forgets everything on clear, aborting what runs', async () => {
    const { cache, pending, visit } = setup();
    await visit('a', { value: 'first account' });
    cache.retain('b');
    cache.clear();
    expect(pending[1]!.signal.aborted).toBe(true);
    expect(cache.snapshot('a')).toEqual({ loading: true });
    cache.retain('a');
    expect(pending).toHaveLength(3);
  });
});
