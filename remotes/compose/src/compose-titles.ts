import type { ComposeMode } from '@mail/contracts';

/** What the editor is called in each mode: the popup's title bar and the inline editor's name. */
export const composeTitles: Record<ComposeMode, string> = {
  new: 'New Message',
  reply: 'Reply',
  replyAll: 'Reply all',
  forward: 'Forward',
};
