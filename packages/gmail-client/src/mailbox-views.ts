/** The mailbox lists of spec §3 / §9. */
export type MailboxView =
  'IMPORTANT' | 'INBOX' | 'TEAM' | 'AI' | 'SENT' | 'DRAFTS' | 'ARCHIVED' | 'SEARCH';

/** Not in the inbox, not sent, not a chat (spec §7), and not a draft (Gmail lists drafts as messages). */
export const ARCHIVED_QUERY = '-in:inbox -in:sent -in:chats -in:drafts';

/** How a view is listed: threads.list parameters and the label whose count is the pager total. */
interface MailboxQuery {
  labelIds?: string[];
  q?: string;
  /** labels.get of this id gives the pager total; absent for views without a total. */
  totalLabelId?: string;
}

/**
 * The query for a view, or null for views that make no call (TEAM and AI are empty lists).
 * The tabs are the inbox, as in Gmail: archiving a conversation takes it off them (issue 10, over spec
 * §7's unfiltered Others tab and IMPORTANT-only Important tab, which kept archived mail listed).
 * Others (INBOX) counts with its label; no label counts Important-and-in-the-inbox, so Important has
 * no total.
 */
export function mailboxQuery(view: MailboxView, searchTerm = ''): MailboxQuery | null {
  switch (view) {
    case 'IMPORTANT':
      return { labelIds: ['IMPORTANT', 'INBOX'] };
    case 'INBOX':
    case 'SENT':
      return { labelIds: [view], totalLabelId: view };
    case 'DRAFTS':
      return { labelIds: ['DRAFT'], totalLabelId: 'DRAFT' };
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
