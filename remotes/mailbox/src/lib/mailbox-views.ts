import type { MailboxView } from '@mail/gmail-client';

/** The tab strip, in spec order (§9). */
export const TAB_VIEWS = ['IMPORTANT', 'INBOX', 'TEAM', 'AI'] as const satisfies MailboxView[];

export type TabView = (typeof TAB_VIEWS)[number];

const TAB_LABELS: Record<TabView, string> = {
  IMPORTANT: 'Important',
  INBOX: 'Others',
  TEAM: 'Team',
  AI: 'AI',
};

/** Titles of the views that replace the tab strip with a back button (spec §2 wording). */
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
