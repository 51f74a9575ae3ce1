import { useState } from 'react';
import { Provider } from 'jotai';
import type { MailboxProps } from '@mail/contracts';
import { MailboxScreen } from '../app/mailbox-screen';
import { markMount } from '../lib/perf-marks';
import { followBusEvents } from '../stores/follow-bus-events';
import { getMailboxStore, showLocationAtom } from '../stores/mailbox-store';

// Once per page, as soon as the remote is loaded: events also apply while the mailbox is unmounted.
followBusEvents();

/**
 * ./Mailbox: the mailbox screen. The shell owns routing: a row click calls `onOpenThread`; with
 * `location` the view, search and page are the URL's (see `useLocationSync`).
 */
export default function Mailbox(props: MailboxProps) {
  const [store] = useState(() => {
    markMount();
    const store = getMailboxStore();
    // Before the first render, so the first load is already the URL's list.
    if (props.location) store.set(showLocationAtom, props.location);
    return store;
  });
  return (
    <Provider store={store}>
      <MailboxScreen {...props} />
    </Provider>
  );
}
