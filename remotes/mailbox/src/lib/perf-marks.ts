// User Timing marks, read by the browser tests and visible in any performance profile: how long the
// remote takes from its first render to showing rows.

const MOUNT_MARK = 'mailbox:mount';
const ROWS_VISIBLE_MARK = 'mailbox:rows-visible';
export const MOUNT_TO_ROWS_MEASURE = 'mailbox:mount-to-rows';

// Some environments (jsdom, fake timers) have a `performance` without User Timing.
const canMark = () =>
  typeof performance !== 'undefined' &&
  ['mark', 'measure', 'clearMarks', 'clearMeasures', 'getEntriesByName'].every(
    (method) => typeof performance[method as keyof Performance] === 'function',
  );

/** Starts a new measurement (each mount of the remote). */
export function markMount(): void {
  if (!canMark()) return;
  performance.clearMarks(ROWS_VISIBLE_MARK);
  performance.clearMeasures(MOUNT_TO_ROWS_MEASURE);
  performance.mark(MOUNT_MARK);
}

/** Marks the first time rows are on screen since the last mount; later calls do nothing. */
export function markRowsVisible(): void {
  if (!canMark() || performance.getEntriesByName(ROWS_VISIBLE_MARK, 'mark').length > 0) return;
  if (performance.getEntriesByName(MOUNT_MARK, 'mark').length === 0) return;
  performance.mark(ROWS_VISIBLE_MARK);
  performance.measure(MOUNT_TO_ROWS_MEASURE, MOUNT_MARK, ROWS_VISIBLE_MARK);
}
