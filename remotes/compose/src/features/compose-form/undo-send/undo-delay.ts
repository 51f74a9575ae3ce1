import { KEPT_ACROSS_SIGN_IN_PREFIX } from '@mail/auth';

/** The reader's choice, kept across reloads and sign-ins. */
const STORAGE_KEY = `${KEPT_ACROSS_SIGN_IN_PREFIX}compose.undo-send-seconds`;

/** Seconds a sent message waits for Undo; 0 sends at once. */
export const UNDO_DELAY_CHOICES = [0, 5, 10, 20, 30] as const;
export const DEFAULT_UNDO_DELAY_SECONDS = 5;

export function undoDelaySeconds(): number {
  const stored = Number(localStorage.getItem(STORAGE_KEY) ?? DEFAULT_UNDO_DELAY_SECONDS);
  return (UNDO_DELAY_CHOICES as readonly number[]).includes(stored)
    ? stored
    : DEFAULT_UNDO_DELAY_SECONDS;
}

export function setUndoDelaySeconds(seconds: number): void {
  localStorage.setItem(STORAGE_KEY, String(seconds));
}
