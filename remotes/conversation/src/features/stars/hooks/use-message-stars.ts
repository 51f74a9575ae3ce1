import { useCallback, useRef, useState } from 'react';
import { publish } from '@mail/event-bus';
import { describeGoogleError, getGoogleClient } from '@mail/gmail-client';
import type { ConversationThread, ThreadMessage } from '@mail/gmail-client/thread';

/**
 * Each message's star, as in Gmail: toggling one is one request (messages.modify), shown at once and
 * put back with an error alert when it fails. Once it succeeded, the mailbox row learns whether the
 * conversation still has a star.
 */
export function useMessageStars(thread: ConversationThread | undefined) {
  // What the reader set since the thread loaded, by message id; the rest is as loaded.
  const [changed, setChanged] = useState<ReadonlyMap<string, boolean>>(new Map());
  // Every change goes through `show`, so this is the state without waiting for a render.
  const latest = useRef(changed);

  const isStarred = useCallback(
    (message: ThreadMessage) => changed.get(message.id) ?? message.isStarred,
    [changed],
  );

  const toggleStar = useCallback(
    (message: ThreadMessage) => {
      const starred = !(latest.current.get(message.id) ?? message.isStarred);
      const show = (value: boolean) => {
        latest.current = new Map(latest.current).set(message.id, value);
        setChanged(latest.current);
      };
      show(starred);
      getGoogleClient()
        .setMessageStarred(message, starred)
        .then(
          () => {
            const anyStarred = (thread?.messages ?? []).some(
              (each) => latest.current.get(each.id) ?? each.isStarred,
            );
            publish({ type: 'thread/starred', threadId: message.threadId, starred: anyStarred });
          },
          (error: unknown) => {
            show(!starred);
            console.error('Could not change the star', error);
            publish({
              type: 'alert/show',
              kind: 'error',
              message: `Could not ${starred ? 'star' : 'unstar'} the message. ${describeGoogleError(error)}`,
            });
          },
        );
    },
    [thread],
  );

  return { isStarred, toggleStar };
}
