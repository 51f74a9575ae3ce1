/** The mailbox lists of spec §3 / §9. */
export type MailboxView = 'IMPORTANT' | 'INBOX' | 'TEAM' | 'AI' | 'SENT' | 'ARCHIVED' | 'SEARCH';

/** Not in the inbox, not sent, not a chat (spec §7). */
export const ARCHIVED_QUERY = '-in:inbox -in:sent -in:chats';

/** How a view is listed: threads.list parameters and the label whose count is the pager total. */
interface MailboxQuery {
  labelIds?: string[];
  q?: string;
  /** labels.get of this id gives the pager total; absent for views without a total. */
  totalLabelId?: string;
}

/**
 * The query for a view, or null for views that make no call (TEAM and AI are empty lists).
 * INBOX ("Others") is unfiltered, as spec §7 says ("the Others tab has no filter"), so it has no total:
 * the INBOX label's count (spec §7, labels/{activeTab}) describes the inbox, not this longer list, and
 * would show "of 388" over a list the reader can page through to 531.
 */
export function mailboxQuery(view: MailboxView, searchTerm = ''): MailboxQuery | null {
  switch (view) {
    case 'IMPORTANT':
    case 'SENT':
      return { labelIds: [view], totalLabelId: view };
    case 'INBOX':
      return {};
    case 'ARCHIVED':
      return { q: ARCHIVED_QUERY };
    case 'SEARCH':
      return searchTerm.trim() ? { q: searchTerm.trim() } : {};
    case 'TEAM':
    case 'AI':
      return null;
  }
}

/** Team and AI are empty lists that never call the API (spec §2). */
export function viewMakesCalls(view: MailboxView): boolean {
  return mailboxQuery(view) !== null;
}
