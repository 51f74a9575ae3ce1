/** What the colour buttons apply until the user picks another colour beside them. */
export const DEFAULT_TEXT_COLOR = '#ff0000';
export const DEFAULT_HIGHLIGHT_COLOR = '#ffff00';

/** docs/behaviour/constants.md: editor history depth and the delay that starts a new undo step. */
export const HISTORY_DEPTH = 100;
export const UNDO_GROUP_DELAY_MS = 500;

/** The only link schemes kept in the body: a mail should not carry javascript:, data:, ftp: … links. */
export const LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];

export const INLINE_IMAGES_ONLY_MESSAGE =
  'Only images can be inserted inline. Attach other files instead.';
