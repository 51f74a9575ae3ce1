import type { ReactNode } from 'react';
import { ArchiveIcon, DeleteIcon, MoveToInboxIcon, ReportSpamIcon } from '@mail/icons';
import type { ConversationTriageAction } from '../../../lib/conversation-actions';

interface TriageButton {
  action: ConversationTriageAction;
  label: string;
  /** The key, named in the tooltip. */
  shortcut?: string;
  icon: ReactNode;
}

/**
 * The buttons that apply to a thread with these labels, as Gmail offers them: Move to Inbox instead
 * of Archive when it is not in the inbox (archived, in Trash or Spam), no Delete in Trash, Not spam
 * instead of Report spam in Spam.
 */
export function triageButtonsFor(labels: readonly string[]): TriageButton[] {
  const inSpam = labels.includes('SPAM');
  const buttons: TriageButton[] = [
    labels.includes('INBOX')
      ? { action: 'archive', label: 'Archive', shortcut: 'e', icon: <ArchiveIcon /> }
      : { action: 'move-to-inbox', label: 'Move to Inbox', icon: <MoveToInboxIcon /> },
  ];
  if (!labels.includes('TRASH')) {
    buttons.push({ action: 'trash', label: 'Delete', shortcut: '#', icon: <DeleteIcon /> });
  }
  buttons.push(
    inSpam
      ? { action: 'not-spam', label: 'Not spam', icon: <ReportSpamIcon /> }
      : { action: 'spam', label: 'Report spam', shortcut: '!', icon: <ReportSpamIcon /> },
  );
  return buttons;
}

interface TriageButtonsProps {
  labels: readonly string[];
  onTriage(action: ConversationTriageAction): void;
}

/** The conversation header's triage buttons (docs/behaviour/conversation.md#triage). */
export function TriageButtons({ labels, onTriage }: TriageButtonsProps) {
  return triageButtonsFor(labels).map(({ action, label, shortcut, icon }) => (
    <button
      key={action}
      type="button"
      className="cv-icon-button"
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      onClick={() => onTriage(action)}
    >
      {icon}
    </button>
  ));
}
