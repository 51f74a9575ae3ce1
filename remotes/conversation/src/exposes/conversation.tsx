import type { ConversationProps } from '@mail/contracts';

export default function Conversation({ threadId, onBack }: ConversationProps) {
  return (
    <section aria-label="Conversation" data-remote="conversation">
      <button type="button" onClick={onBack}>
        Back
      </button>
      <h1>Conversation {threadId}</h1>
    </section>
  );
}
