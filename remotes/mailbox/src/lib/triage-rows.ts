import type { MailListItem } from '@mail/gmail-client';
import type { TriageAction } from '@mail/gmail-client/triage';

/**
 * Applies a triage action to rows (one request for all of them). Its code loads with the first
 * action, never on the first screen; the rows change through 'threads/labels-changed'.
 */
export async function triageRows(
  action: TriageAction,
  items: readonly MailListItem[],
): Promise<void> {
  if (items.length === 0) return;
  const { triage } = await import('@mail/gmail-client/triage');
  await triage(
    action,
    items.map(({ threadId, labels }) => ({ threadId, labels })),
  );
}

/** Undoes the last triage (`z`); nothing when there is none. */
export async function undoLastTriage(): Promise<void> {
  const triage = await import('@mail/gmail-client/triage');
  await triage.undoLastTriage();
}
