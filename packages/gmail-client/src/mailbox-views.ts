/** The mailbox lists of spec §3 / §9. */
export type MailboxView = 'IMPORTANT' | 'INBOX' | 'TEAM' | 'AI' | 'SENT' | 'ARCHIVED' | 'SEARCH';

/** Not in the inbox, not sent, not a chat (spec §7). */
export const ARCHIVED_QUERY = '-in:inbox -in:sent -in:chats';

/** How a view is listed: threads.list parameters and the label whose count is the pager total. */
export interface MailboxQuery {
  labelIds?: string[];
  q?: string;
  /** labels.get of this id gives the pager total; absent for views without a total. */
  totalLabelId?: string;
}

/**
 * The query for a view, or null for views that make no call (TEAM and AI are empty lists).
 * INBOX ("Others") is deliberately unfiltered, as spec §7 says ("the Others tab has no filter"), while
 * its pager total still comes from the INBOX label (spec §7, labels/{activeTab}).
 */
export function mailboxQuery(view: MailboxView, searchTerm = ''): MailboxQuery | null {
  switch (view) {
    case 'IMPORTANT':
    case 'SENT':
      return { labelIds: [view], totalLabelId: view };
    case 'INBOX':
      return { totalLabelId: 'INBOX' };
    case 'ARCHIVED':
      return { q: ARCHIVED_QUERY };
    case 'SEARCH':
      return searchTerm.trim() ? { q: searchTerm.trim() } : {};
    case 'TEAM':
    case 'AI':
      return null;
  }
}
