import type { SignOutReason } from '@mail/event-bus';

// The tabs of the origin tell each other when a session ends, so a tab left open after LOGOUT (or a
// 401) in another does not go on as if signed in, writing to a device LOGOUT has just emptied. Only
// the origin's own pages can post on it. Versioned like the bus's channel: every copy of major
// version 1 of this package shares it.

interface SignedOutMessage {
  type: 'signed-out';
  reason: SignOutReason;
}

// A message never reaches the instance that posted it: this tab hears only the others. Only in a
// page: Node has a BroadcastChannel too, which would keep a process that imports this alive.
const channel =
  typeof window === 'undefined' || typeof BroadcastChannel === 'undefined'
    ? undefined
    : new BroadcastChannel('mail-session-v1');

/** Tells the origin's other tabs that this tab's session ended, and why. */
export function announceSignOut(reason: SignOutReason): void {
  channel?.postMessage({ type: 'signed-out', reason } satisfies SignedOutMessage);
}

/** Calls `follow` whenever another tab of the origin ends its session. */
export function onOtherTabSignOut(follow: (reason: SignOutReason) => void): void {
  channel?.addEventListener('message', ({ data }: MessageEvent<Partial<SignedOutMessage>>) => {
    if (data.type === 'signed-out' && data.reason) follow(data.reason);
  });
}
