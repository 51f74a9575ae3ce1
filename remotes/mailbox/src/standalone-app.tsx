import Mailbox from './exposes/mailbox';

export function StandaloneApp() {
  return (
    <Mailbox onOpenThread={(threadId, messageId) => console.info('open', threadId, messageId)} />
  );
}
