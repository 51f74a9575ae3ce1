import { useSyncExternalStore } from 'react';
import type { SignOutReason } from '@mail/event-bus';

/**
 * Where sign-in stands. `checking` until the start-up check (`readSession`) has run; `signed-out`
 * carries why, or null when there simply was no token.
 */
export type Session =
  | { status: 'checking' }
  | {
      status: 'signed-in';
      accessToken: string;
      /** Epoch ms, or null when unknown. */
      expiresAt: number | null;
      grantedScopes: string[];
      /**
       * Google mode: the token died or was refused, and a new one is being asked for without signing
       * out ("Continue as …"). Calls wait for it meanwhile (`waitForAccessToken`).
       */
      needsRenewal: boolean;
    }
  | { status: 'signed-out'; reason: SignOutReason | null };

export type SignedInSession = Extract<Session, { status: 'signed-in' }>;

let current: Session = { status: 'checking' };
const listeners = new Set<() => void>();

/** The current session; the same object until it changes (a valid useSyncExternalStore snapshot). */
export function getSession(): Session {
  return current;
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setSession(next: Session): void {
  current = next;
  listeners.forEach((listener) => listener());
}

/** The current session, re-rendering on every change. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
