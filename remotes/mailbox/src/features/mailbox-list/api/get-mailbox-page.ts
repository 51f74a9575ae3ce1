import { getGoogleClient, type MailboxPage } from '@mail/gmail-client';
import { writeCachedImportant } from '../../../lib/important-cache';
import { currentPageToken, type MailboxNavigation } from '../../../lib/mailbox-navigation';
import { keptOffline, mailboxQuery, totalLabelOf } from '../../../lib/mailbox-views';

/**
 * One page of rows for the view, page and search term of `navigation`
 * (docs/behaviour/mailbox.md#views). Important's first page is the first screen: gmail-client
 * remembers its query to ask for it at the next start, and its rows are the cache shown at that
 * start.
 */
export async function getMailboxPage(
  navigation: MailboxNavigation,
  signal: AbortSignal,
): Promise<MailboxPage> {
  const { view } = navigation;
  const query = mailboxQuery(view, navigation.searchTerm);
  if (!query) return { items: [] };
  const pageToken = currentPageToken(navigation);
  const firstScreen = view === 'IMPORTANT' && !pageToken;
  const page = await getGoogleClient().listMailboxPage(
    {
      ...query,
      ...(pageToken ? { pageToken } : {}),
      ...(keptOffline(view) ? { offlineKey: view } : {}),
      ...(firstScreen ? { firstScreen } : {}),
    },
    { signal },
  );
  if (firstScreen) writeCachedImportant(page.items);
  return page;
}

/** The pager total of the view of `navigation`, asked beside its rows; undefined for views without. */
export async function getMailboxTotal(
  navigation: MailboxNavigation,
  signal?: AbortSignal,
): Promise<number | undefined> {
  const labelId = totalLabelOf(navigation.view);
  return labelId === undefined ? undefined : getGoogleClient().getThreadsTotal(labelId, { signal });
}
