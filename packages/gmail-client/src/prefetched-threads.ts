interface Prefetch<T> {
  promise: Promise<T>;
  startedAt: number;
}

/**
 * Threads loaded ahead of the user opening them (the focused or hovered mailbox row). Each is handed
 * once to the open that follows, so reopening later asks Google again and never shows stale labels.
 */
export class PrefetchedThreads<T> {
  private readonly prefetches = new Map<string, Prefetch<T>>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts `load` unless a fresh prefetch of this thread is already there. */
  start(threadId: string, load: () => Promise<T>): void {
    if (this.fresh(threadId)) return;
    const prefetch = { promise: load(), startedAt: this.now() };
    // A failed prefetch is forgotten: the open makes its own request.
    prefetch.promise.catch(() => {
      if (this.prefetches.get(threadId) === prefetch) this.prefetches.delete(threadId);
    });
    this.prefetches.delete(threadId);
    this.prefetches.set(threadId, prefetch);
    for (const oldest of this.prefetches.keys()) {
      if (this.prefetches.size <= this.maxEntries) break;
      this.prefetches.delete(oldest);
    }
  }

  /** The fresh prefetch of a thread, taken out; undefined when there is none. */
  take(threadId: string): Promise<T> | undefined {
    const prefetch = this.fresh(threadId);
    this.prefetches.delete(threadId);
    return prefetch?.promise;
  }

  /** Drops a prefetch whose answer a change made stale (read, archived). */
  forget(threadId: string): void {
    this.prefetches.delete(threadId);
  }

  private fresh(threadId: string): Prefetch<T> | undefined {
    const prefetch = this.prefetches.get(threadId);
    return prefetch && this.now() - prefetch.startedAt < this.maxAgeMs ? prefetch : undefined;
  }
}
