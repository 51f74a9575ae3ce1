import { on } from '@mail/event-bus';
import {
  getMailboxStore,
  resetMailboxStore,
  threadArchivedAtom,
  threadLabelAtom,
  threadsLabelsChangedAtom,
} from './mailbox-store';

/**
 * Applies the events other remotes (and the mailbox's own triage) publish to the page's mailbox
 * state, whether or not the mailbox is on screen: a conversation is archived, read, starred, marked
 * unread or triaged while the mailbox is unmounted. Returns the unsubscribe.
 */
export function followBusEvents(): () => void {
  const subscriptions = [
    on('thread/archived').subscribe(({ threadId }) =>
      getMailboxStore().set(threadArchivedAtom, threadId),
    ),
    on('threads/labels-changed').subscribe(({ threads }) =>
      getMailboxStore().set(threadsLabelsChangedAtom, threads),
    ),
    on('thread/read').subscribe(({ threadId }) =>
      getMailboxStore().set(threadLabelAtom, { threadId, label: 'UNREAD', present: false }),
    ),
    on('thread/unread').subscribe(({ threadId }) =>
      getMailboxStore().set(threadLabelAtom, { threadId, label: 'UNREAD', present: true }),
    ),
    on('thread/starred').subscribe(({ threadId, starred }) =>
      getMailboxStore().set(threadLabelAtom, { threadId, label: 'STARRED', present: starred }),
    ),
    on('auth/signed-out').subscribe(({ reason }) => resetMailboxStore(reason !== 'user')),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
