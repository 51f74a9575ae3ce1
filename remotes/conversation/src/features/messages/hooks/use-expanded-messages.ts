import { useCallback, useState } from 'react';
import type { ConversationThread } from '@mail/gmail-client/thread';

interface Expansion {
  threadId: string;
  /** Message ids the screen has decided on already. */
  seen: ReadonlySet<string>;
  expanded: ReadonlySet<string>;
}

/** Which of the thread's messages start open, given what was decided before (`previous`). */
function expandNewMessages(
  thread: ConversationThread,
  targetId: string,
  previous: Expansion | null,
): Expansion {
  const ids = thread.messages.map((message) => message.id);
  const known = previous?.threadId === thread.id ? previous : null;
  const expanded = new Set(known?.expanded);
  const target = ids.includes(targetId) ? targetId : ids.at(-1);
  for (const message of thread.messages) {
    if (known?.seen.has(message.id)) continue;
    // Opening: the target and every unread message, as Gmail does. A reload: the newest (a reply).
    const open = known ? message.id === ids.at(-1) : message.id === target || message.isUnread;
    if (open) expanded.add(message.id);
  }
  return { threadId: thread.id, seen: new Set(ids), expanded };
}

/**
 * Which messages are open: on opening, the target message (the last one when the target is not in
 * the thread) and every unread one; on a reload (a sent reply) the newest message that arrived. The
 * reader's own toggles are kept across reloads.
 */
export function useExpandedMessages(thread: ConversationThread | undefined, targetId: string) {
  const [expansion, setExpansion] = useState<Expansion | null>(null);

  let current = expansion;
  const outdated =
    thread &&
    (current?.threadId !== thread.id || thread.messages.some((m) => !current?.seen.has(m.id)));
  if (thread && outdated) {
    // Adjusted during render, React's way of deriving state from a changed prop.
    current = expandNewMessages(thread, targetId, current);
    setExpansion(current);
  }

  const toggle = useCallback((messageId: string) => {
    setExpansion((previous) => {
      if (!previous) return previous;
      const expanded = new Set(previous.expanded);
      if (!expanded.delete(messageId)) expanded.add(messageId);
      return { ...previous, expanded };
    });
  }, []);

  return { expanded: current?.expanded ?? new Set<string>(), toggle };
}
