import { on, publish } from '@mail/event-bus';

interface DelayedSend {
  delayMs: number;
  /** Runs when the delay is over and nobody pressed Undo. */
  send(): void;
  /** Runs when the reader pressed Undo: nothing was sent. */
  undo(): void;
}

let nextId = 0;

/**
 * Holds a message back for `delayMs` behind an alert with Undo: nothing reaches Gmail before the
 * delay ends, and Undo within it cancels the send.
 */
export function sendAfterDelay({ delayMs, send, undo }: DelayedSend): void {
  nextId += 1;
  const id = `undo-send-${nextId}`;
  const timer = setTimeout(() => {
    subscription.unsubscribe();
    send();
  }, delayMs);
  const subscription = on('alert/action').subscribe((event) => {
    if (event.id !== id) return;
    clearTimeout(timer);
    subscription.unsubscribe();
    undo();
  });
  publish({
    type: 'alert/show',
    kind: 'info',
    message: 'Sending…',
    durationMs: delayMs,
    action: { label: 'Undo', id },
  });
}
