import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { ReplyEditorProps } from '@mail/contracts';
import { loadDraft, replyDraftKey } from '@mail/drafts';
import { useBusEvent } from '@mail/event-bus';
import { RemoteSlot } from '@mail/federation';
import { getGoogleClient } from '@mail/gmail-client';
import type { ThreadMessage } from '@mail/gmail-client/thread';
import { replyContextOf } from '../utils/reply-context';

export type ReplyMode = ReplyEditorProps['mode'];

const buttons: { mode: ReplyMode; label: string }[] = [
  { mode: 'reply', label: 'Reply' },
  { mode: 'replyAll', label: 'Reply All' },
  { mode: 'forward', label: 'Forward' },
];

/** What a draft found in Gmail was started as: its subject tells a forward from a reply. */
const draftMode = (draft: ThreadMessage): ReplyMode =>
  /^\s*fwd?:/i.test(draft.subject) ? 'forward' : 'reply';

interface ReplyActionsProps {
  /** The message answered: the thread's last one, as in Gmail. */
  message: ThreadMessage;
  /** A reply's draft in the account's Gmail Drafts (written here or elsewhere): it opens to go on. */
  draft?: ThreadMessage | undefined;
  /** A reply to this thread went out (from here or after its undo delay): load the thread again. */
  onSent(): void;
  /** The editor open, if any: the screen holds it, as its `r` / `a` / `f` keys open it too. */
  mode: ReplyMode | null;
  setMode: Dispatch<SetStateAction<ReplyMode | null>>;
}

/**
 * Reply, Reply All and Forward under the last message. They open compose's ReplyEditor inline, loaded
 * at run time in a slot like every remote: with compose down the thread still reads and the slot says
 * why the editor cannot open, with a Retry.
 */
export function ReplyActions({ message, draft, onSent, mode, setMode }: ReplyActionsProps) {
  // A reply being written when the reader left (another thread, a reload, a crash, another device)
  // opens again: the one kept on this device, else the thread's draft in Gmail Drafts. So does one
  // that was not sent after all (Undo, a failed send).
  const [returned, setReturned] = useState(0);
  // Opened by itself, not by the reader: it does not take the keys (see ReplyEditorProps.restored).
  const [restored, setRestored] = useState(false);
  if (!mode && restored) setRestored(false);
  useBusEvent('compose/reply-returned', ({ threadId }) => {
    if (threadId === message.threadId) setReturned((count) => count + 1);
  });
  useEffect(() => {
    let current = true;
    const reopen = (kept: ReplyMode | undefined) => {
      if (!current || !kept) return;
      setRestored(true);
      setMode((open) => open ?? kept);
    };
    void (async () => {
      const { email } = await getGoogleClient().getProfile();
      const keptMode = (await loadDraft(replyDraftKey(message.threadId), email))?.mode;
      reopen(keptMode && keptMode !== 'new' ? keptMode : draft && draftMode(draft));
    })().catch((error: unknown) => {
      console.error('Could not look for a kept reply', error);
      reopen(draft && draftMode(draft));
    });
    return () => {
      current = false;
    };
  }, [message.threadId, draft, returned, setMode]);

  // A reply that went (at once, or after its undo delay) shows in the thread.
  useBusEvent('mail/sent', ({ threadId }) => {
    if (threadId === message.threadId) onSent();
  });

  if (mode) {
    return (
      <div className="cv-reply-editor">
        <RemoteSlot
          id="compose/ReplyEditor"
          label="The editor"
          props={{
            mode,
            replyContext: replyContextOf(message),
            ...(draft ? { gmailDraft: { messageId: draft.id } } : {}),
            onSent: () => setMode(null),
            onCancel: () => setMode(null),
            onSendQueued: () => setMode(null),
            restored,
          }}
        />
      </div>
    );
  }
  return (
    <div className="cv-reply-actions">
      {buttons.map((button) => (
        <button
          key={button.mode}
          type="button"
          className="cv-button cv-button--outlined"
          onClick={() => setMode(button.mode)}
        >
          {button.label}
        </button>
      ))}
    </div>
  );
}
