import { on } from '@mail/event-bus';

/**
 * Runs `work` once, when the mailbox first shows rows, so it never competes with them. With
 * `fallbackMs` it runs after that long anyway (the mailbox is down, its list is empty, or another
 * screen is shown), so nothing waits for rows forever. Returns a function that cancels it.
 */
export function afterFirstRows(work: () => void, fallbackMs?: number): () => void {
  let settled = false;
  const timer = fallbackMs === undefined ? undefined : setTimeout(() => run(), fallbackMs);
  const subscription = on('mailbox/rows-shown').subscribe(() => run());
  function cancel() {
    settled = true;
    subscription.unsubscribe();
    clearTimeout(timer);
  }
  function run() {
    if (settled) return;
    cancel();
    work();
  }
  return cancel;
}
