import type { ComposeMode, ReplyContext } from '@mail/contracts';
import { POPUP_DRAFT_KEY, type DraftKey } from '@mail/drafts';
import { publish } from '@mail/event-bus';

/**
 * Opens the editor `key` names again with its draft on the device: the popup, or a thread's reply
 * editor (its conversation opens it when it shows that thread).
 */
export function reopenEditor(key: DraftKey, mode: ComposeMode, replyContext?: ReplyContext): void {
  if (key === POPUP_DRAFT_KEY) {
    publish({ type: 'compose/open', mode, ...(replyContext ? { replyContext } : {}) });
  } else if (replyContext) {
    publish({ type: 'compose/reply-returned', threadId: replyContext.threadId });
  }
}
