/**
 * Runs `work` once the browser has painted the next frame, so what the reader waits to see is not
 * held back by it. A hidden page paints no frames: there it runs at the next task. Returns a
 * function that cancels it.
 */
export function afterNextPaint(work: () => void): () => void {
  if (document.visibilityState === 'hidden') {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame's callbacks run before its paint; a task queued from one runs after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
