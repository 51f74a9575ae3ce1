import type { StartFirstScreenList } from '@mail/contracts';
import { getGoogleClient } from '@mail/gmail-client';
import { navigationForLocation } from '../lib/mailbox-location';
import { INITIAL_NAVIGATION } from '../lib/mailbox-navigation';
import { mailboxQuery } from '../lib/mailbox-views';

/**
 * ./FirstScreenList: the shell starts the mailbox's first list with it as soon as it knows the URL,
 * while this remote's screen is still loading. It is its own small chunk (no React, no store), and
 * asks for the page the mailbox asks for on mounting (its first, as a page of a new tab has no token),
 * so that gmail-client hands that load over instead of sending a second one.
 */
const startFirstScreenList: StartFirstScreenList = (location) => {
  const { view, searchTerm } = navigationForLocation(INITIAL_NAVIGATION, location);
  const query = mailboxQuery(view, searchTerm);
  if (query) getGoogleClient().prefetchMailboxPage(query);
};

export default startFirstScreenList;
