interface Prefetch<T> {
  promise: Promise<T>;
  startedAt: number;
  /** Set once the load has answered. */
  settled?: { value: T };
}

/**
 * Loads started ahead of the user asking for them (the thread of the focused or hovered mailbox row,
 * the first screen's list at start-up), by key. Each is handed once to the call that follows, so asking
 * again later goes to Google and never shows stale labels.
 */
export class PrefetchedLoads<T> {
  private readonly prefetches = new Map<string, Prefetch<T>>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts `load` unless a fresh prefetch of this key is already there. */
  start(key: string, load: () => Promise<T>): void {
    if (this.fresh(key)) return;
    const prefetch: Prefetch<T> = { promise: load(), startedAt: this.now() };
    prefetch.promise.then(
      (value) => {
        prefetch.settled = { value };
      },
      // A failed prefetch is forgotten: the open makes its own request.
      () => {
        if (this.prefetches.get(key) === prefetch) this.prefetches.delete(key);
      },
    );
    this.prefetches.delete(key);
    this.prefetches.set(key, prefetch);
    for (const oldest of this.prefetches.keys()) {
      if (this.prefetches.size <= this.maxEntries) break;
      this.prefetches.delete(oldest);
    }
  }

  /** The fresh prefetch of a key, taken out; undefined when there is none. */
  take(key: string): Promise<T> | undefined {
    const prefetch = this.fresh(key);
    this.prefetches.delete(key);
    return prefetch?.promise;
  }

  /** The fresh prefetch's answer when it has already arrived, taken out; undefined otherwise. */
  takeArrived(key: string): T | undefined {
    const settled = this.fresh(key)?.settled;
    if (settled) this.prefetches.delete(key);
    return settled?.value;
  }

  /** Drops a prefetch whose answer a change made stale (a thread read, archived). */
  forget(key: string): void {
    this.prefetches.delete(key);
  }

  clear(): void {
    this.prefetches.clear();
  }

  private fresh(key: string): Prefetch<T> | undefined {
    const prefetch = this.prefetches.get(key);
    return prefetch && this.now() - prefetch.startedAt < this.maxAgeMs ? prefetch : undefined;
  }
}
