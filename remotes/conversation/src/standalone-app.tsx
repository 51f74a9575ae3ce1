import Conversation from './exposes/conversation';

export function StandaloneApp() {
  const [, , threadId = '', messageId = ''] = window.location.pathname.split('/');
  return (
    <Conversation
      threadId={threadId}
      messageId={messageId}
      onBack={() => history.back()}
      onOpenThread={(nextThreadId, nextMessageId) =>
        location.replace(`/email/${nextThreadId}/${nextMessageId}`)
      }
    />
  );
}
