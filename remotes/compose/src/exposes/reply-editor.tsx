import type { ReplyEditorProps } from '@mail/contracts';
import { composeTitles } from '../compose-titles';
import { ComposeForm } from '../features/compose-form/components/compose-form';
import { useInitialDraft } from '../features/compose-form/hooks/use-initial-draft';
import './reply-editor.css';

/**
 * ./ReplyEditor: the editor inline under a conversation's last message, prefilled by the spec's reply
 * rules, with the same form, toolbar, keys and checks as the popup.
 */
export default function ReplyEditor({ mode, replyContext, onSent, onCancel }: ReplyEditorProps) {
  const draft = useInitialDraft(mode, replyContext);
  return (
    <section
      className="cp-reply"
      aria-label={composeTitles[mode]}
      data-remote="compose"
      data-reply-mode={mode}
      data-thread-id={replyContext.threadId}
    >
      {draft ? (
        <ComposeForm
          initialDraft={draft}
          initialFocus="body"
          onSent={(sent) => onSent({ id: sent.id, threadId: sent.threadId })}
          onCancel={onCancel}
        />
      ) : (
        <span className="cp-spinner" aria-label="Preparing the reply" />
      )}
    </section>
  );
}
