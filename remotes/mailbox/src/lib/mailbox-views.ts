import type { ListMailboxPageParams } from '@mail/gmail-client';
import type { UserLabel } from '@mail/gmail-client/labels';

/** A user label's conversations: `LABEL:` and the label's id (docs/behaviour/mailbox.md#views). */
export type LabelView = `LABEL:${string}`;

/** The mailbox lists (docs/behaviour/mailbox.md#views). */
export type MailboxView =
  | 'IMPORTANT'
  | 'INBOX'
  | 'TEAM'
  | 'AI'
  | 'SENT'
  | 'DRAFTS'
  | 'ARCHIVED'
  | 'STARRED'
  | 'SPAM'
  | 'TRASH'
  | 'SEARCH'
  | LabelView;

/** The fixed views: every view but a user label's. */
export type FixedView = Exclude<MailboxView, LabelView>;

export const labelView = (labelId: string): LabelView => `LABEL:${labelId}`;

export function isLabelView(view: MailboxView): view is LabelView {
  return view.startsWith('LABEL:');
}

/** The label id of a user label's view. */
export const labelIdOf = (view: LabelView): string => view.slice('LABEL:'.length);

/** Not in the inbox, not sent, not a chat, and not a draft (Gmail lists drafts as messages). */
export const ARCHIVED_QUERY = '-in:inbox -in:sent -in:chats -in:drafts';

/** How a view is listed: threads.list's filters. */
type MailboxQuery = Pick<ListMailboxPageParams, 'labelIds' | 'q' | 'includeSpamTrash'>;

/**
 * The query for a view, or null for views that make no call (TEAM and AI are empty lists).
 * The tabs are the inbox, as in Gmail: archiving a conversation takes it off them (issue 10, over spec
 * §7's unfiltered Others tab and IMPORTANT-only Important tab, which kept archived mail listed).
 */
export function mailboxQuery(view: MailboxView, searchTerm = ''): MailboxQuery | null {
  if (isLabelView(view)) return { labelIds: [labelIdOf(view)] };
  switch (view) {
    case 'IMPORTANT':
      return { labelIds: ['IMPORTANT', 'INBOX'] };
    case 'INBOX':
    case 'SENT':
    case 'STARRED':
      return { labelIds: [view] };
    // Gmail leaves Spam and Trash out of every list unless asked.
    case 'SPAM':
    case 'TRASH':
      return { labelIds: [view], includeSpamTrash: true };
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
 * The label whose threadsTotal is the view's pager total: Others, Sent, Drafts, Starred, Spam, Trash
 * and a user label's view count with their label; no label counts Important-and-in-the-inbox, an
 * archive query or a search.
 */
export function totalLabelOf(view: MailboxView): string | undefined {
  const labelIds = mailboxQuery(view)?.labelIds;
  return labelIds?.length === 1 ? labelIds[0] : undefined;
}

/**
 * Whether the pager counts the view with threads.list's resultSizeEstimate ("of about N"): Important,
 * which no label counts. Search and Archived show no total (spec).
 */
export function countsByEstimate(view: MailboxView): boolean {
  return view === 'IMPORTANT';
}

/** Sent and Drafts rows name the recipients instead of the sender ("To: Ann, Bob"). */
export function showsRecipients(view: MailboxView): boolean {
  return view === 'SENT' || view === 'DRAFTS';
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
const TITLED_VIEW_TITLES: Record<Exclude<FixedView, TabView>, string> = {
  SENT: 'Sent Emails',
  DRAFTS: 'Drafts',
  ARCHIVED: 'Archived Emails',
  STARRED: 'Starred',
  SPAM: 'Spam',
  TRASH: 'Trash',
  SEARCH: 'Search Results',
};

export function isTabView(view: MailboxView): view is TabView {
  return (TAB_VIEWS as readonly MailboxView[]).includes(view);
}

export function tabLabel(view: TabView): string {
  return TAB_LABELS[view];
}

/** A user label's name, or 'Label' until the user's labels are known. */
function labelName(labelId: string, labels: readonly UserLabel[]): string {
  return labels.find((label) => label.id === labelId)?.name ?? 'Label';
}

/**
 * The heading shown instead of the tab strip, or undefined for a tab view; a user label's view is
 * titled with the label's name (`labels`, the user's labels once known).
 */
export function viewTitle(
  view: MailboxView,
  labels: readonly UserLabel[] = [],
): string | undefined {
  if (isLabelView(view)) return labelName(labelIdOf(view), labels);
  return isTabView(view) ? undefined : TITLED_VIEW_TITLES[view];
}

/** What the screen shows, in words, for the document title: the tab, the view's title or the search. */
export function screenName(
  view: MailboxView,
  searchTerm: string,
  labels: readonly UserLabel[] = [],
): string {
  if (view === 'SEARCH') return `Search: ${searchTerm}`;
  return isTabView(view) ? tabLabel(view) : (viewTitle(view, labels) ?? '');
}

const LIST_LABELS: Record<FixedView, string> = {
  IMPORTANT: 'Important messages',
  INBOX: 'Other messages',
  TEAM: 'Team messages',
  AI: 'AI messages',
  SENT: 'Sent messages',
  DRAFTS: 'Drafts',
  ARCHIVED: 'Archived messages',
  STARRED: 'Starred messages',
  SPAM: 'Spam messages',
  TRASH: 'Messages in Trash',
  SEARCH: 'Search results',
};

/** The name of the list for assistive technology. */
export function listLabel(view: MailboxView): string {
  return isLabelView(view) ? 'Labelled messages' : LIST_LABELS[view];
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
