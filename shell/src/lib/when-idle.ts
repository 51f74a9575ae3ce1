/** Runs `work` when the browser is idle; browsers without requestIdleCallback (Safari) wait a moment. */
export const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(work) : setTimeout(work, 200);
