import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ConversationProps } from '@mail/contracts';
import { listOrder } from '@mail/event-bus';
import { BackIcon, MarkUnreadIcon } from '@mail/icons';
import { MessageCard } from './message-card';
import { useExpandedMessages } from '../features/messages/hooks/use-expanded-messages';
import { ReplyActions, type ReplyMode } from '../features/reply/components/reply-actions';
import { useMessageStars } from '../features/stars/hooks/use-message-stars';
import { useConversationShortcuts } from '../features/shortcuts/hooks/use-conversation-shortcuts';
import { TriageButtons, triageButtonsFor } from '../features/triage/components/triage-buttons';
import { useConversationTriage } from '../features/triage/hooks/use-conversation-triage';
import { useThreadLabels } from '../features/triage/hooks/use-thread-labels';
import { neighbourConversation } from '../features/triage/utils/neighbour-conversation';
import type { ConversationTriageAction, ListDirection } from '../lib/conversation-actions';
import { ThreadStatus } from '../features/thread/components/thread-status';
import { useMarkRead } from '../features/thread/hooks/use-mark-read';
import { useMarkUnread } from '../features/thread/hooks/use-mark-unread';
import { useThread } from '../features/thread/hooks/use-thread';
import { separateDraft } from '../features/thread/utils/separate-draft';
import './conversation-screen.css';
import { LabelChips } from '@mail/gmail-client/labels';
import { LabelButton } from '../features/labels/label-button';
import { useUserLabels } from '../features/labels/use-user-labels';

const CONTROL = 'button, a[href], input, select, textarea, [contenteditable="true"]';

/**
 * The conversation screen (docs/behaviour/conversation.md#screen): back, subject, triage buttons,
 * the messages, reply actions.
 */
export function ConversationScreen({
  threadId,
  messageId,
  onBack,
  onOpenThread,
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
  const labels = useThreadLabels(thread);
  const userLabels = useUserLabels();
  const [labelPickerOpen, setLabelPickerOpen] = useState(false);
  const {
    run: runTriage,
    undo,
    label,
  } = useConversationTriage({
    threadId,
    labels,
    onBack,
    onOpenThread,
  });
  const [replyMode, setReplyMode] = useState<ReplyMode | null>(null);
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

  // A key does what its button would: nothing when the thread shows no such button (`e` once
  // archived), nor Shift+I on a thread already read.
  const triageByKey = (asked: ConversationTriageAction) => {
    if (!thread) return;
    // e and w do what the button in Archive's place does: out of the inbox, that is Move to Inbox.
    const action = asked === 'archive' && !labels.includes('INBOX') ? 'move-to-inbox' : asked;
    const applies =
      action === 'read'
        ? labels.includes('UNREAD')
        : triageButtonsFor(labels).some((button) => button.action === action);
    if (applies) runTriage(action);
  };

  const openNeighbour = (direction: ListDirection) => {
    const neighbour = neighbourConversation(listOrder(), threadId, direction);
    if (neighbour) onOpenThread(neighbour.threadId, neighbour.messageId);
  };

  useConversationShortcuts({
    triage: triageByKey,
    undo,
    label: () => {
      if (thread) setLabelPickerOpen(true);
    },
    back: onBack,
    markUnread: () => void markUnread(),
    toggleStar: () => {
      if (lastMessage) toggleStar(lastMessage);
    },
    // Opens the editor unless one is open: a key never replaces what is being written.
    reply: (mode) => {
      if (lastMessage) setReplyMode((open) => open ?? mode);
    },
    openNeighbour,
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
        <div className="cv__title">
          <h1 className="cv__subject">
            <bdi>{state.status === 'ready' ? subject : 'Conversation'}</bdi>
          </h1>
          {/* Its user labels as chips, in Gmail's colours, as the rows show them. */}
          {thread && <LabelChips labelIds={labels} labels={userLabels ?? []} />}
        </div>
        {thread && <TriageButtons labels={labels} onTriage={runTriage} />}
        {thread && (
          <LabelButton
            labelIds={labels}
            labels={userLabels}
            open={labelPickerOpen}
            onOpenChange={setLabelPickerOpen}
            onToggle={label}
          />
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
            {lastMessage && (
              <ReplyActions
                message={lastMessage}
                draft={draft}
                onSent={reload}
                mode={replyMode}
                setMode={setReplyMode}
              />
            )}
          </>
        )
      )}
    </section>
  );
}
