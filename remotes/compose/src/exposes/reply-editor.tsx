import type { ReplyEditorProps } from '@mail/contracts';

const titles: Record<ReplyEditorProps['mode'], string> = {
  reply: 'Reply',
  replyAll: 'Reply all',
  forward: 'Forward',
};

/** ./ReplyEditor: the inline editor under a conversation's last message (built by the compose issue). */
export default function ReplyEditor({ mode, replyContext, onCancel }: ReplyEditorProps) {
  return (
    <section
      aria-label={titles[mode]}
      data-remote="compose"
      data-reply-mode={mode}
      data-thread-id={replyContext.threadId}
    >
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </section>
  );
}
