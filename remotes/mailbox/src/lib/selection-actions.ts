import type { MailListItem } from '@mail/gmail-client';
import type { TriageAction } from '@mail/gmail-client/triage';
import type { TriageKeyAction } from './shortcuts';

export interface SelectionAction {
  action: TriageAction;
  /** The button's text and accessible name. */
  label: string;
}

const has = (items: readonly MailListItem[], label: string) =>
  items.some((item) => item.labels.includes(label));

/**
 * What a triage key does to these rows: `e` is Archive's key, and where no row is in the inbox
 * (Archived, Spam, Trash) Move to Inbox stands in Archive's place, so `e` moves them back.
 */
export function keyTriageAction(
  action: TriageKeyAction,
  rows: readonly MailListItem[],
): TriageAction {
  return action === 'archive' && !has(rows, 'INBOX') ? 'move-to-inbox' : action;
}

/**
 * The toolbar's buttons for these selected rows, in Gmail's order: Archive while any is in the inbox,
 * Move to Inbox while any is out of it (archived, trash, spam), Not spam instead of Report spam while any is
 * spam, Unstar instead of Star when all are starred.
 */
export function availableActions(selected: readonly MailListItem[]): SelectionAction[] {
  const inSpam = has(selected, 'SPAM');
  const allStarred = selected.length > 0 && selected.every((item) => item.isStarred);
  const someOutOfInbox = selected.some((item) => !item.labels.includes('INBOX'));
  const actions: (SelectionAction | false)[] = [
    has(selected, 'INBOX') && { action: 'archive', label: 'Archive' },
    someOutOfInbox && { action: 'move-to-inbox', label: 'Move to Inbox' },
    inSpam ? { action: 'not-spam', label: 'Not spam' } : { action: 'spam', label: 'Report spam' },
    { action: 'trash', label: 'Delete' },
    { action: 'read', label: 'Mark as read' },
    { action: 'unread', label: 'Mark as unread' },
    allStarred ? { action: 'unstar', label: 'Unstar' } : { action: 'star', label: 'Star' },
  ];
  return actions.filter((action): action is SelectionAction => action !== false);
}
