import type { ListMailboxPageParams } from '@mail/gmail-client';

/** The mailbox lists (docs/behaviour/mailbox.md#views). */
export type MailboxView =
  'IMPORTANT' | 'INBOX' | 'TEAM' | 'AI' | 'SENT' | 'DRAFTS' | 'ARCHIVED' | 'SEARCH';

/** Not in the inbox, not sent, not a chat, and not a draft (Gmail lists drafts as messages). */
export const ARCHIVED_QUERY = '-in:inbox -in:sent -in:chats -in:drafts';

/** How a view is listed: threads.list's filters. */
type MailboxQuery = Pick<ListMailboxPageParams, 'labelIds' | 'q'>;

/**
 * The query for a view, or null for views that make no call (TEAM and AI are empty lists).
 * The tabs are the inbox, as in Gmail: archiving a conversation takes it off them (issue 10, over spec
 * §7's unfiltered Others tab and IMPORTANT-only Important tab, which kept archived mail listed).
 */
export function mailboxQuery(view: MailboxView, searchTerm = ''): MailboxQuery | null {
  switch (view) {
    case 'IMPORTANT':
      return { labelIds: ['IMPORTANT', 'INBOX'] };
    case 'INBOX':
    case 'SENT':
      return { labelIds: [view] };
    case 'DRAFTS':
      return { labelIds: ['DRAFT'] };
    case 'ARCHIVED':
      return { q: ARCHIVED_QUERY };
    case 'SEARCH':
      return searchTerm.trim() ? { q: searchTerm.trim() } : {};
    case 'TEAM':
    case 'AI':
      return null;
  }
}

/**
 * The label whose threadsTotal is the view's pager total: Others, Sent and Drafts count with their
 * label; no label counts Important-and-in-the-inbox, an archive query or a search.
 */
export function totalLabelOf(view: MailboxView): string | undefined {
  const labelIds = mailboxQuery(view)?.labelIds;
  return labelIds?.length === 1 ? labelIds[0] : undefined;
}

/** Team and AI are empty lists that never call the API (docs/behaviour/mailbox.md#views). */
export function viewMakesCalls(view: MailboxView): boolean {
  return mailboxQuery(view) !== null;
}

/**
 * Whether a view's first page is kept on the device for reading offline. Not SEARCH: its rows answer
 * one query, and would be shown for another.
 */
export function keptOffline(view: MailboxView): boolean {
  return view !== 'SEARCH' && viewMakesCalls(view);
}

/** The tab strip, in order (docs/behaviour/constants.md). */
export const TAB_VIEWS = ['IMPORTANT', 'INBOX', 'TEAM', 'AI'] as const satisfies MailboxView[];

export type TabView = (typeof TAB_VIEWS)[number];

const TAB_LABELS: Record<TabView, string> = {
  IMPORTANT: 'Important',
  INBOX: 'Others',
  TEAM: 'Team',
  AI: 'AI',
};

/**
 * Titles of the views that replace the tab strip with a back button
 * (docs/behaviour/mailbox.md#views).
 */
const TITLED_VIEW_TITLES: Record<Exclude<MailboxView, TabView>, string> = {
  SENT: 'Sent Emails',
  DRAFTS: 'Drafts',
  ARCHIVED: 'Archived Emails',
  SEARCH: 'Search Results',
};

export function isTabView(view: MailboxView): view is TabView {
  return (TAB_VIEWS as readonly MailboxView[]).includes(view);
}

export function tabLabel(view: TabView): string {
  return TAB_LABELS[view];
}

/** The heading shown instead of the tab strip, or undefined for a tab view. */
export function viewTitle(view: MailboxView): string | undefined {
  return isTabView(view) ? undefined : TITLED_VIEW_TITLES[view];
}

/** What the screen shows, in words, for the document title: the tab, the view's title or the search. */
export function screenName(view: MailboxView, searchTerm: string): string {
  if (view === 'SEARCH') return `Search: ${searchTerm}`;
  return isTabView(view) ? tabLabel(view) : TITLED_VIEW_TITLES[view];
}

const LIST_LABELS: Record<MailboxView, string> = {
  IMPORTANT: 'Important messages',
  INBOX: 'Other messages',
  TEAM: 'Team messages',
  AI: 'AI messages',
  SENT: 'Sent messages',
  DRAFTS: 'Drafts',
  ARCHIVED: 'Archived messages',
  SEARCH: 'Search results',
};

/** The name of the list for assistive technology. */
export function listLabel(view: MailboxView): string {
  return LIST_LABELS[view];
}

/**
 * The tab after (`step` 1) or before (`step` -1) `view`, wrapping around. From a view outside the strip,
 * forward starts at the first tab and backward at the last.
 */
export function cycleTab(view: MailboxView, step: 1 | -1): TabView {
  const index = isTabView(view) ? TAB_VIEWS.indexOf(view) : step === 1 ? -1 : 0;
  const next = (index + step + TAB_VIEWS.length) % TAB_VIEWS.length;
  return TAB_VIEWS[next] ?? 'IMPORTANT';
}
