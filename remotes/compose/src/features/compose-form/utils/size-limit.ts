import { attachmentSize, type DraftAttachment } from '@mail/drafts';

/** Gmail refuses messages whose attachments add up to more than 25 MB. */
export const MAX_ATTACHMENTS_BYTES = 25 * 1024 * 1024;

/** A clear message when the attachments are over Gmail's limit, else null. */
export function attachmentsOverLimit(attachments: readonly DraftAttachment[]): string | null {
  const total = attachments.reduce((sum, attachment) => sum + attachmentSize(attachment), 0);
  if (total <= MAX_ATTACHMENTS_BYTES) return null;
  const megabytes = (total / (1024 * 1024)).toFixed(1);
  return `Attachments can add up to 25 MB at most; these are ${megabytes} MB. Remove some, or share them by link.`;
}
