/**
 * How often a visible mailbox asks Gmail's history for changes (docs/behaviour/constants.md); its own
 * module so that browser tests wait for it without loading the mailbox.
 */
export const HISTORY_SYNC_INTERVAL_MS = 6_000;
