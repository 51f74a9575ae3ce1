import { isLabelView, labelIdOf, type FixedView, type MailboxView } from './mailbox-views';

type LabelTest = (labels: ReadonlySet<string>) => boolean;

/** Gmail leaves Spam and Trash out of every list and search unless asked (docs/google-api.md#search). */
const outOfSpamAndTrash: LabelTest = (labels) => !labels.has('SPAM') && !labels.has('TRASH');

/** What a conversation's labels must be for each view to list it: the view's query, as labels. */
const MEMBERSHIP: Record<FixedView, LabelTest> = {
  IMPORTANT: (labels) => labels.has('IMPORTANT') && labels.has('INBOX'),
  INBOX: (labels) => labels.has('INBOX'),
  SENT: (labels) => labels.has('SENT') && outOfSpamAndTrash(labels),
  DRAFTS: (labels) => labels.has('DRAFT') && outOfSpamAndTrash(labels),
  ARCHIVED: (labels) =>
    !['INBOX', 'SENT', 'DRAFT', 'CHAT'].some((label) => labels.has(label)) &&
    outOfSpamAndTrash(labels),
  // A search cannot be re-run on labels alone; only leaving for Spam or Trash takes a row off it.
  SEARCH: outOfSpamAndTrash,
  STARRED: (labels) => labels.has('STARRED') && outOfSpamAndTrash(labels),
  // Spam and Trash are asked for by name (includeSpamTrash): a row stays while it has the label.
  SPAM: (labels) => labels.has('SPAM'),
  TRASH: (labels) => labels.has('TRASH'),
  TEAM: () => false,
  AI: () => false,
};

/**
 * Whether a conversation with `labels` (the union of its messages' labels) still belongs in `view`:
 * after a label change (archive, delete, spam, move, undo) the rows that no longer do leave the list
 * at once, before the next refresh confirms it.
 */
export function viewKeeps(view: MailboxView, labels: readonly string[]): boolean {
  const labelSet = new Set(labels);
  // A user label's view lists its conversations out of Spam and Trash, like any list.
  if (isLabelView(view)) return labelSet.has(labelIdOf(view)) && outOfSpamAndTrash(labelSet);
  return MEMBERSHIP[view](labelSet);
}
