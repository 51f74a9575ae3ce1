// Converting a large fetched thread (decoding megabytes of parts, choosing the body) is cut into
// steps, so that it can give the page's thread back between them (docs/architecture.md#large-mail).

/** How long a slice of work may hold the page's thread: well under a long task (50 ms). */
const SLICE_MS = 30;

/** Steps of work whose result is the generator's return value. */
export type Steps<T> = Generator<void, T>;

/** Runs the steps at once. */
export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Runs the steps in tasks of their own, giving the page's thread back once a slice has taken
 * SLICE_MS; the first starts in a new task, as the caller has often just parsed a long answer in
 * its own. Rejects with `signal`'s reason once it is aborted.
 */
export async function runInSlices<T>(steps: Steps<T>, signal?: AbortSignal): Promise<T> {
  for (;;) {
    await yieldToPage();
    signal?.throwIfAborted();
    const sliceStart = performance.now();
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      if (performance.now() - sliceStart >= SLICE_MS) break;
    }
  }
}

/** The browser's `scheduler.yield()` where it has one (input and rendering go first), else a timer. */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
