/** What the reader asked for, on one conversation or many. */
export type TriageAction =
  | 'archive'
  | 'move-to-inbox'
  | 'trash'
  | 'spam'
  | 'not-spam'
  | 'read'
  | 'unread'
  | 'star'
  | 'unstar'
  | { type: 'add-label'; labelId: string }
  | { type: 'remove-label'; labelId: string };

/**
 * A conversation's labels as they change: only what is really added (absent before) and really
 * removed (present before), so that undoing it restores exactly the labels it had.
 */
export interface LabelChange {
  add: string[];
  remove: string[];
}

/** The labels an action adds and removes, before looking at what a conversation has. */
function intendedChange(action: TriageAction): LabelChange {
  if (typeof action === 'object') {
    return action.type === 'add-label'
      ? { add: [action.labelId], remove: [] }
      : { add: [], remove: [action.labelId] };
  }
  switch (action) {
    case 'archive':
      return { add: [], remove: ['INBOX'] };
    // Out of Trash or Spam, wherever it was (docs/google-api.md#triage).
    case 'move-to-inbox':
      return { add: ['INBOX'], remove: ['TRASH', 'SPAM'] };
    // What threads.trash does to the labels.
    case 'trash':
      return { add: ['TRASH'], remove: ['INBOX', 'SPAM'] };
    case 'spam':
      return { add: ['SPAM'], remove: ['INBOX'] };
    case 'not-spam':
      return { add: ['INBOX'], remove: ['SPAM'] };
    case 'read':
      return { add: [], remove: ['UNREAD'] };
    case 'unread':
      return { add: ['UNREAD'], remove: [] };
    case 'star':
      return { add: ['STARRED'], remove: [] };
    case 'unstar':
      return { add: [], remove: ['STARRED'] };
  }
}

/** What `action` really changes on a conversation that has `labels` (empty lists: nothing). */
export function labelChangeOf(action: TriageAction, labels: readonly string[]): LabelChange {
  const intended = intendedChange(action);
  return {
    add: intended.add.filter((label) => !labels.includes(label)),
    remove: intended.remove.filter((label) => labels.includes(label)),
  };
}

export function changesNothing(change: LabelChange): boolean {
  return change.add.length === 0 && change.remove.length === 0;
}

/** The labels after `change`, in their order, the added ones last. */
export function applyLabelChange(labels: readonly string[], change: LabelChange): string[] {
  return [...labels.filter((label) => !change.remove.includes(label)), ...change.add];
}

/** The change that takes `change` back: what it added is removed, what it removed is added. */
export function reverseLabelChange(change: LabelChange): LabelChange {
  return { add: change.remove, remove: change.add };
}
