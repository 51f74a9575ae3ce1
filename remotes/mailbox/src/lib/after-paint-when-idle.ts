/** At most this long after it is asked for, `work` runs even if the browser never falls idle. */
const IDLE_WAIT_LIMIT_MS = 200;

/**
 * Runs `work` once the browser has painted what is pending and has nothing more pressing to do, so
 * neither what the reader waits to see nor their next click is held back by it (a browser starts
 * idle periods only after a frame is committed). Browsers without idle callbacks (Safari) run it at
 * the next task. Returns a function that cancels it.
 */
export function afterPaintWhenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(work, { timeout: IDLE_WAIT_LIMIT_MS });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
