import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { publish } from '@mail/event-bus';
import { describeGoogleError, getGoogleClient, type MailListItem } from '@mail/gmail-client';
import { threadLabelAtom } from '../../../stores/mailbox-store';

/** A conversation's star changes not yet answered, and the star Google last confirmed. */
interface StarChanges {
  confirmed: boolean;
  pending: number;
  /** The last change asked for: the next one is sent once it has been answered. */
  last: Promise<void>;
}

// One mailbox per page: the changes in flight belong to the page, not to a render.
const starChangesByThread = new Map<string, StarChanges>();

/**
 * Stars or unstars a row's conversation with one request, as Gmail does: starring stars its newest
 * message (the row's), unstarring takes the star off every message. The row changes at once. A
 * conversation's changes go to Google one after the other, in the reader's order (two quick clicks
 * sent together could arrive the other way round and leave the star as it was); once all are
 * answered the row shows the star Google has, with an error alert for each request that failed.
 */
export function useToggleStar(): (item: MailListItem) => void {
  const setLabel = useSetAtom(threadLabelAtom);
  return useCallback(
    (item) => {
      const { threadId } = item;
      const starred = !item.isStarred;
      const show = (present: boolean) => setLabel({ threadId, label: 'STARRED', present });
      const changes = starChangesByThread.get(threadId) ?? {
        confirmed: item.isStarred,
        pending: 0,
        last: Promise.resolve(),
      };
      starChangesByThread.set(threadId, changes);
      changes.pending += 1;
      show(starred);
      const send = () => {
        const client = getGoogleClient();
        return starred ? client.setMessageStarred(item, true) : client.unstarThread(threadId);
      };
      // The first change goes at once; a later one once those before it have been answered. Either
      // way a call that throws is a failed change, so the ones after it are not held up.
      const answered =
        changes.pending === 1
          ? new Promise<void>((resolve) => resolve(send()))
          : changes.last.then(send);
      changes.last = answered
        .then(
          () => {
            changes.confirmed = starred;
          },
          (error: unknown) => {
            console.error('Could not change the star', error);
            publish({
              type: 'alert/show',
              kind: 'error',
              message: `Could not ${starred ? 'star' : 'unstar'} the conversation. ${describeGoogleError(error)}`,
            });
          },
        )
        .finally(() => {
          changes.pending -= 1;
          if (changes.pending > 0) return;
          starChangesByThread.delete(threadId);
          show(changes.confirmed);
        });
    },
    [setLabel],
  );
}
