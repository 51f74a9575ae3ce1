import type { MailboxLocation, MailboxUrlView } from '@mail/contracts';
import {
  isLabelView,
  labelIdOf,
  labelView,
  type FixedView,
  type MailboxView,
} from './mailbox-views';
import { selectView, submitSearch, type MailboxNavigation } from './mailbox-navigation';

type FixedUrlView = Exclude<MailboxUrlView, `label:${string}`>;

/** The URL's name of each fixed view but SEARCH, which is `q` instead. */
const VIEW_BY_URL_NAME: Record<FixedUrlView, Exclude<FixedView, 'SEARCH'>> = {
  important: 'IMPORTANT',
  others: 'INBOX',
  team: 'TEAM',
  ai: 'AI',
  sent: 'SENT',
  drafts: 'DRAFTS',
  archived: 'ARCHIVED',
  starred: 'STARRED',
  spam: 'SPAM',
  trash: 'TRASH',
};

const LABEL_PREFIX = 'label:';

function viewNamed(name: string | undefined): MailboxView {
  if (name === undefined) return 'IMPORTANT';
  if (name.startsWith(LABEL_PREFIX) && name.length > LABEL_PREFIX.length) {
    return labelView(name.slice(LABEL_PREFIX.length));
  }
  return Object.hasOwn(VIEW_BY_URL_NAME, name)
    ? VIEW_BY_URL_NAME[name as FixedUrlView]
    : 'IMPORTANT';
}

function urlNameOf(view: MailboxView): string | undefined {
  if (isLabelView(view)) return `${LABEL_PREFIX}${labelIdOf(view)}`;
  return Object.keys(VIEW_BY_URL_NAME).find(
    (name) => VIEW_BY_URL_NAME[name as FixedUrlView] === view,
  );
}

/** Whether both show the same list (view and search term), whatever the page. */
export function isSameList(a: MailboxNavigation, b: MailboxNavigation): boolean {
  return a.view === b.view && a.searchTerm === b.searchTerm;
}

/**
 * What to show for `location`, coming from `current`: a search when `q` has a term (whatever `view`
 * says), else the view it names, Important for none or an unknown one. The same list keeps its page
 * tokens. A page is shown only if its token is known, i.e. the pages before it have loaded in this
 * tab (Back / Forward); otherwise page 1, since Gmail reaches page N only through the tokens of the
 * pages before it.
 */
export function navigationForLocation(
  current: MailboxNavigation,
  location: MailboxLocation,
): MailboxNavigation {
  const term = location.q?.trim() ?? '';
  const asked = term ? submitSearch(current, term) : selectView(viewNamed(location.view));
  const list = isSameList(current, asked) ? current : asked;
  const index = Number(location.page) - 1;
  const pageIndex =
    Number.isInteger(index) && index > 0 && index < list.pageTokens.length ? index : 0;
  return pageIndex === list.pageIndex ? list : { ...list, pageIndex };
}

/** The URL of what `navigation` shows: `{}` for Important's first page, `page` counting from 1. */
export function locationOf(navigation: MailboxNavigation): MailboxLocation {
  const { view, searchTerm, pageIndex } = navigation;
  const name = view === 'SEARCH' || view === 'IMPORTANT' ? undefined : urlNameOf(view);
  return {
    ...(view === 'SEARCH' ? { q: searchTerm } : {}),
    ...(name ? { view: name } : {}),
    ...(pageIndex > 0 ? { page: String(pageIndex + 1) } : {}),
  };
}

/** Whether two locations ask for the same thing (parameters other than view, q and page do not count). */
export function isSameLocation(a: MailboxLocation, b: MailboxLocation): boolean {
  return a.view === b.view && a.q === b.q && a.page === b.page;
}
