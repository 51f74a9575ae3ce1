import type { ReplyEditorProps } from '@mail/contracts';

export default function ReplyEditor({ threadId }: ReplyEditorProps) {
  return <section aria-label={`Reply to ${threadId}`} data-remote="compose" />;
}
