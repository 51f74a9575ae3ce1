import type { ConversationProps } from '@mail/contracts';
import { ConversationScreen } from '../app/conversation-screen';

/**
 * ./Conversation: one thread, read safely (docs/behaviour/conversation.md). The shell owns routing.
 */
export default function Conversation(props: ConversationProps) {
  // A new thread is a new screen: nothing of the last one's state carries over.
  return <ConversationScreen key={props.threadId} {...props} />;
}
