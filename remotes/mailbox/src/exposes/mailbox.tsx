import { useState } from 'react';
import { Provider } from 'jotai';
import type { MailboxProps } from '@mail/contracts';
import { MailboxScreen } from '../app/mailbox-screen';
import { markMount } from '../lib/perf-marks';
import { followBusEvents } from '../stores/follow-bus-events';
import { getMailboxStore } from '../stores/mailbox-store';

// Once per page, as soon as the remote is loaded: events also apply while the mailbox is unmounted.
followBusEvents();

/** ./Mailbox: the mailbox screen. The shell owns routing: a row click calls `onOpenThread`. */
export default function Mailbox({ onOpenThread }: MailboxProps) {
  const [store] = useState(() => {
    markMount();
    return getMailboxStore();
  });
  return (
    <Provider store={store}>
      <MailboxScreen onOpenThread={onOpenThread} />
    </Provider>
  );
}
