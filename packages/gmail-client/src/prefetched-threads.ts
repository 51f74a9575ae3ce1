interface Prefetch<T> {
  promise: Promise<T>;
  startedAt: number;
  /** Set once the load has answered. */
  settled?: { value: T };
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
    const prefetch: Prefetch<T> = { promise: load(), startedAt: this.now() };
    prefetch.promise.then(
      (value) => {
        prefetch.settled = { value };
      },
      // A failed prefetch is forgotten: the open makes its own request.
      () => {
        if (this.prefetches.get(threadId) === prefetch) this.prefetches.delete(threadId);
      },
    );
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

  /** The fresh prefetch's answer when it has already arrived, taken out; undefined otherwise. */
  takeArrived(threadId: string): T | undefined {
    const settled = this.fresh(threadId)?.settled;
    if (settled) this.prefetches.delete(threadId);
    return settled?.value;
  }

  /** Drops a prefetch whose answer a change made stale (read, archived). */
  forget(threadId: string): void {
    this.prefetches.delete(threadId);
  }

  clear(): void {
    this.prefetches.clear();
  }

  private fresh(threadId: string): Prefetch<T> | undefined {
    const prefetch = this.prefetches.get(threadId);
    return prefetch && this.now() - prefetch.startedAt < this.maxAgeMs ? prefetch : undefined;
  }
}
