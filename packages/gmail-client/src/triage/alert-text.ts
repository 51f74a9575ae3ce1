import type { TriageAction } from './label-change';

/** What happened to the conversations, after "Conversation" / "3 conversations". */
function doneWords(action: TriageAction): string {
  if (typeof action === 'object') {
    return action.type === 'add-label' ? 'labelled' : 'removed from the label';
  }
  const words: Record<typeof action, string> = {
    archive: 'archived',
    'move-to-inbox': 'moved to Inbox',
    trash: 'moved to Trash',
    spam: 'marked as spam',
    'not-spam': 'marked as not spam',
    read: 'marked as read',
    unread: 'marked as unread',
    star: 'starred',
    unstar: 'unstarred',
  };
  return words[action];
}

/** "Conversation moved to Trash." / "3 conversations archived." */
export function doneText(action: TriageAction, count: number): string {
  const subject = count === 1 ? 'Conversation' : `${count} conversations`;
  return `${subject} ${doneWords(action)}.`;
}

/** "The conversation was not archived." / "2 conversations were not archived.", then why. */
export function notDoneText(action: TriageAction, count: number, why: string): string {
  const subject = count === 1 ? 'The conversation was' : `${count} conversations were`;
  return `${subject} not ${doneWords(action)}. ${why}`.trim();
}

export const UNDONE_TEXT = 'Action undone.';

/** "The action could not be undone for 2 conversations.", then why. */
export function notUndoneText(count: number, why: string): string {
  const subject = count === 1 ? 'the conversation' : `${count} conversations`;
  return `The action could not be undone for ${subject}. ${why}`.trim();
}
