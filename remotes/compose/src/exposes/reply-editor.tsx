import { useEffect } from 'react';
import type { ReplyEditorProps } from '@mail/contracts';
import { replyDraftKey } from '@mail/drafts';
import { composeTitles } from '../compose-titles';
import { ComposeForm } from '../app/compose-form';
import { useEditorDraft } from '../features/compose-form/hooks/use-editor-draft';
import { useSendLater } from '../features/compose-form/undo-send/use-send-later';
import './reply-editor.css';

/**
 * ./ReplyEditor: the editor inline under a conversation's last message, prefilled by the spec's reply
 * rules, with the same form, toolbar, keys and checks as the popup. Its draft is kept per thread on
 * the device and in Gmail Drafts until it is sent or cancelled, so leaving the thread or the page
 * loses nothing (leaving saves it to Gmail Drafts at once); a thread's draft in Gmail Drafts
 * (`gmailDraft`) opens in it to go on. One that opens by itself (`restored`) leaves the keys to the
 * thread until the reader clicks into it.
 */
export default function ReplyEditor({
  mode,
  replyContext,
  gmailDraft,
  onSent,
  onCancel,
  onSendQueued,
  restored,
}: ReplyEditorProps) {
  const key = replyDraftKey(replyContext.threadId);
  const { session, notice } = useEditorDraft(key, mode, replyContext, gmailDraft);
  const sendLater = useSendLater({
    editor: key,
    session,
    mode,
    replyContext,
    onHandedOff: () => onSendQueued?.(),
  });
  // Leaving the thread (or the page's view of it) closes the editor: Gmail Drafts gets it now.
  useEffect(() => () => void session?.close(), [session]);
  return (
    <section
      className="cp-reply"
      aria-label={composeTitles[mode]}
      data-remote="compose"
      data-reply-mode={mode}
      data-thread-id={replyContext.threadId}
    >
      {session ? (
        <ComposeForm
          key={session.id}
          notice={notice}
          initialDraft={session.initial}
          onDraftChange={session.save}
          settleGmailDraft={session.settleGmailDraft}
          initialFocus={restored ? 'none' : 'body'}
          onSent={(sent) => {
            session.forget('sent');
            onSent({ id: sent.id, threadId: sent.threadId });
          }}
          onDiscard={() => {
            session.discard();
            onCancel();
          }}
          {...(onSendQueued ? { sendLater } : {})}
        />
      ) : (
        <span className="spinner" aria-label="Preparing the reply" />
      )}
    </section>
  );
}
