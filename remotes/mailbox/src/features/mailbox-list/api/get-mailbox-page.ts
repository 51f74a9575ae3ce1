import { getGoogleClient, type MailboxPage } from '@mail/gmail-client';
import { currentPageToken, type MailboxNavigation } from '../../../lib/mailbox-navigation';

/** One page of rows for the view, page and search term of `navigation` (spec §7 list calls). */
export function getMailboxPage(
  navigation: MailboxNavigation,
  signal: AbortSignal,
): Promise<MailboxPage> {
  const pageToken = currentPageToken(navigation);
  return getGoogleClient().listMailboxPage(
    {
      view: navigation.view,
      ...(pageToken ? { pageToken } : {}),
      ...(navigation.view === 'SEARCH' ? { searchTerm: navigation.searchTerm } : {}),
    },
    { signal },
  );
}

/** The pager total of the view of `navigation`, asked beside its rows; undefined for views without. */
export function getMailboxTotal(
  navigation: MailboxNavigation,
  signal: AbortSignal,
): Promise<number | undefined> {
  return getGoogleClient().getMailboxTotal(navigation.view, { signal });
}
