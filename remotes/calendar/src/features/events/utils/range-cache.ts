/** What a view shows for one range: the last value, the last error, and whether a load runs. */
export interface RangeSnapshot<T> {
  value?: T;
  error?: unknown;
  loading: boolean;
}

export interface RangeCacheOptions<Q, T> {
  /** Equal keys mean the same range. */
  keyOf(query: Q): string;
  load(query: Q, signal: AbortSignal): Promise<T>;
  /** A value older than this is still shown, but loaded again when a view asks for it. */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry<Q, T> {
  query: Q;
  snapshot: RangeSnapshot<T>;
  loadedAt?: number;
  users: number;
  running?: AbortController;
}

const NOT_LOADED: RangeSnapshot<never> = { loading: true };
const DEFAULT_MAX_AGE_MS = 5 * 60_000;

/**
 * Results per range, shared by every view of a page (or of one embed): going back to a range shows
 * it at once without a request. Views `retain` the ranges they show; a load nobody waits for any
 * more is aborted. Snapshots are immutable, so `snapshot` suits useSyncExternalStore.
 */
export class RangeCache<Q, T> {
  private readonly entries = new Map<string, Entry<Q, T>>();
  private readonly listeners = new Set<() => void>();
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(private readonly options: RangeCacheOptions<Q, T>) {
    this.maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
    this.now = options.now ?? Date.now;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot(query: Q): RangeSnapshot<T> {
    return this.entries.get(this.options.keyOf(query))?.snapshot ?? NOT_LOADED;
  }

  /**
   * A view shows this range: loads it unless a fresh value is cached or a load already runs. Call
   * the returned function when the view no longer shows it.
   */
  retain(query: Q): () => void {
    const key = this.options.keyOf(query);
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { query, snapshot: NOT_LOADED, users: 0 };
      this.entries.set(key, entry);
    }
    entry.users += 1;
    if (!entry.running && !this.isFresh(entry)) this.start(entry, query);
    let released = false;
    const retained = entry;
    return () => {
      if (released) return;
      released = true;
      retained.users -= 1;
      if (retained.users === 0 && retained.running) this.abandon(key, retained);
    };
  }

  /** Loads the range again now (a retry), keeping what is shown until the answer comes. */
  reload(query: Q): void {
    const key = this.options.keyOf(query);
    const entry = this.entries.get(key);
    if (entry && !entry.running) this.start(entry, query);
  }

  /**
   * Loads every range a view shows again now, keeping what is shown until the answers come: Google
   * answers again after a fault, or the tab was hidden for long.
   */
  reloadShown(): void {
    for (const entry of this.entries.values()) {
      if (entry.users > 0 && !entry.running) this.start(entry, entry.query);
    }
  }

  /** Forgets every range, aborting running loads: for when another account may sign in next. */
  clear(): void {
    for (const entry of this.entries.values()) entry.running?.abort();
    this.entries.clear();
    this.notify();
  }

  private isFresh(entry: Entry<Q, T>): boolean {
    return (
      entry.loadedAt !== undefined &&
      entry.snapshot.error === undefined &&
      this.now() - entry.loadedAt < this.maxAgeMs
    );
  }

  private start(entry: Entry<Q, T>, query: Q): void {
    const controller = new AbortController();
    entry.running = controller;
    this.update(entry, { value: entry.snapshot.value, loading: true });
    this.options.load(query, controller.signal).then(
      (value) => {
        if (entry.running !== controller) return;
        entry.running = undefined;
        entry.loadedAt = this.now();
        this.update(entry, { value, loading: false });
      },
      (error: unknown) => {
        if (entry.running !== controller) return;
        entry.running = undefined;
        this.update(entry, { value: entry.snapshot.value, error, loading: false });
      },
    );
  }

  private abandon(key: string, entry: Entry<Q, T>): void {
    entry.running?.abort();
    entry.running = undefined;
    if (entry.snapshot.value !== undefined) {
      this.update(entry, { value: entry.snapshot.value, loading: false });
      return;
    }
    this.entries.delete(key);
    this.notify();
  }

  private update(entry: Entry<Q, T>, snapshot: RangeSnapshot<T>): void {
    entry.snapshot = snapshot;
    this.notify();
  }

  private notify(): void {
    this.listeners.forEach((listener) => listener());
  }
}
