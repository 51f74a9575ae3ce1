import type { ReplyEditorProps } from '@mail/contracts';
import { replyDraftKey } from '@mail/drafts';
import { composeTitles } from '../compose-titles';
import { ComposeForm } from '../app/compose-form';
import { useDraftSession } from '../features/compose-form/hooks/use-draft-session';
import { useSendLater } from '../features/compose-form/undo-send/use-send-later';
import './reply-editor.css';

/**
 * ./ReplyEditor: the editor inline under a conversation's last message, prefilled by the spec's reply
 * rules, with the same form, toolbar, keys and checks as the popup. Its draft is kept per thread on
 * the device and in Gmail Drafts until it is sent or cancelled, so leaving the thread or the page
 * loses nothing; a thread's draft in Gmail Drafts (`gmailDraft`) opens in it to go on.
 */
export default function ReplyEditor({
  mode,
  replyContext,
  gmailDraft,
  onSent,
  onCancel,
  onSendQueued,
}: ReplyEditorProps) {
  const key = replyDraftKey(replyContext.threadId);
  const session = useDraftSession(key, mode, replyContext, gmailDraft);
  const sendLater = useSendLater({
    editor: key,
    session,
    mode,
    replyContext,
    onHandedOff: () => onSendQueued?.(),
  });
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
          initialDraft={session.initial}
          onDraftChange={session.save}
          settleGmailDraft={session.settleGmailDraft}
          initialFocus="body"
          onSent={(sent) => {
            session.discard('sent');
            onSent({ id: sent.id, threadId: sent.threadId });
          }}
          onCancel={() => {
            session.discard('cancelled');
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
