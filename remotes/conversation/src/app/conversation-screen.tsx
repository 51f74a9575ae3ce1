import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ConversationProps } from '@mail/contracts';
import { ArchiveIcon, BackIcon, MarkUnreadIcon } from '@mail/icons';
import { useArchive } from '../features/archive/hooks/use-archive';
import { MessageCard } from './message-card';
import { useExpandedMessages } from '../features/messages/hooks/use-expanded-messages';
import { ReplyActions } from '../features/reply/components/reply-actions';
import { useMessageStars } from '../features/stars/hooks/use-message-stars';
import { useConversationShortcuts } from '../features/shortcuts/hooks/use-conversation-shortcuts';
import { ThreadStatus } from '../features/thread/components/thread-status';
import { useMarkRead } from '../features/thread/hooks/use-mark-read';
import { useMarkUnread } from '../features/thread/hooks/use-mark-unread';
import { useThread } from '../features/thread/hooks/use-thread';
import { separateDraft } from '../features/thread/utils/separate-draft';
import './conversation-screen.css';

const CONTROL = 'button, a[href], input, select, textarea, [contenteditable="true"]';

/**
 * The conversation screen (docs/behaviour/conversation.md#screen): back, subject, archive, the
 * messages, reply actions.
 */
export function ConversationScreen({
  threadId,
  messageId,
  onBack,
  onTitleChange,
}: ConversationProps) {
  const { state, reload, retry } = useThread(threadId);
  const loaded = state.status === 'ready' ? state.thread : undefined;
  // A reply's draft is not a message: it opens in the editor under the last one.
  const { thread, draft } = useMemo(
    () => (loaded ? separateDraft(loaded) : { thread: undefined, draft: undefined }),
    [loaded],
  );
  const whenRead = useMarkRead(thread);
  const lastMessage = thread?.messages.at(-1);
  const markUnread = useMarkUnread(lastMessage, whenRead, onBack);
  const { isStarred, toggleStar } = useMessageStars(thread);
  const { expanded, toggle } = useExpandedMessages(thread, messageId);
  const { archive, archiving } = useArchive(threadId, onBack);
  const headers = useRef(new Map<string, HTMLButtonElement>());

  // On opening: the target message (or the last one) is focused and scrolled into view.
  const focusedThread = useRef<string | null>(null);
  useEffect(() => {
    if (!thread || focusedThread.current === thread.id) return;
    focusedThread.current = thread.id;
    const ids = thread.messages.map((message) => message.id);
    const target = headers.current.get(ids.includes(messageId) ? messageId : (ids.at(-1) ?? ''));
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'start' });
  }, [thread, messageId]);

  const moveFocus = useCallback(
    (step: 1 | -1) => {
      if (!thread) return;
      const ids = thread.messages.map((message) => message.id);
      const focused = document.activeElement?.closest<HTMLElement>('[data-message-id]');
      const index = focused ? ids.indexOf(focused.dataset.messageId ?? '') : -1;
      const next = index === -1 ? (step === 1 ? 0 : ids.length - 1) : index + step;
      const id = ids[Math.min(Math.max(next, 0), ids.length - 1)];
      if (id) headers.current.get(id)?.focus();
    },
    [thread],
  );

  const toggleFocused = useCallback(
    (target: Element) => {
      const message = target.closest<HTMLElement>('[data-message-id]');
      if (!message || target.closest(CONTROL)) return false;
      toggle(message.dataset.messageId ?? '');
      return true;
    },
    [toggle],
  );

  useConversationShortcuts({
    archive: () => void archive(),
    back: onBack,
    markUnread: () => void markUnread(),
    moveFocus,
    toggleFocused,
  });

  const subject = thread?.messages[0]?.subject.trim() || 'Conversation';
  useEffect(() => {
    if (thread) onTitleChange?.(subject);
  }, [thread, subject, onTitleChange]);
  return (
    <section className="cv" aria-label="Conversation" data-remote="conversation">
      <header className="cv__header">
        <button
          type="button"
          className="cv-icon-button"
          aria-label="Back"
          title="Back"
          onClick={onBack}
        >
          <BackIcon />
        </button>
        <h1 className="cv__subject">
          <bdi>{state.status === 'ready' ? subject : 'Conversation'}</bdi>
        </h1>
        {thread && (
          <button
            type="button"
            className="cv-icon-button"
            aria-label="Archive"
            title="Archive"
            disabled={archiving}
            onClick={() => void archive()}
          >
            <ArchiveIcon />
          </button>
        )}
        {thread && (
          <button
            type="button"
            className="cv-icon-button"
            aria-label="Mark as unread"
            title="Mark as unread (Shift+U)"
            onClick={() => void markUnread()}
          >
            <MarkUnreadIcon />
          </button>
        )}
      </header>
      {state.status !== 'ready' ? (
        <ThreadStatus state={state} onBack={onBack} onRetry={retry} />
      ) : (
        thread && (
          <>
            <div className="cv__messages">
              {thread.messages.map((message) => (
                <MessageCard
                  key={message.id}
                  message={message}
                  expanded={expanded.has(message.id)}
                  onToggle={() => toggle(message.id)}
                  starred={isStarred(message)}
                  onToggleStar={() => toggleStar(message)}
                  headerRef={(element) => {
                    if (element) headers.current.set(message.id, element);
                    else headers.current.delete(message.id);
                  }}
                />
              ))}
            </div>
            {lastMessage && <ReplyActions message={lastMessage} draft={draft} onSent={reload} />}
          </>
        )
      )}
    </section>
  );
}
