import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { publish } from '@mail/event-bus';
import { describeGoogleError, getGoogleClient, type MailListItem } from '@mail/gmail-client';
import { threadLabelAtom } from '../../../stores/mailbox-store';

/**
 * Stars or unstars a row's conversation with one request, as Gmail does: starring stars its newest
 * message (the row's), unstarring takes the star off every message. The row changes at once and is
 * put back, with an error alert, when the request fails.
 */
export function useToggleStar(): (item: MailListItem) => void {
  const setLabel = useSetAtom(threadLabelAtom);
  return useCallback(
    (item) => {
      const starred = !item.isStarred;
      const show = (present: boolean) =>
        setLabel({ threadId: item.threadId, label: 'STARRED', present });
      show(starred);
      const client = getGoogleClient();
      const request = starred
        ? client.setMessageStarred(item, true)
        : client.unstarThread(item.threadId);
      request.catch((error: unknown) => {
        show(!starred);
        console.error('Could not change the star', error);
        publish({
          type: 'alert/show',
          kind: 'error',
          message: `Could not ${starred ? 'star' : 'unstar'} the conversation. ${describeGoogleError(error)}`,
        });
      });
    },
    [setLabel],
  );
}
