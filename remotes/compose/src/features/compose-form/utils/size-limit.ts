import { attachmentSize, type DraftAttachment } from '@mail/drafts';
import { formatFileSize } from '@mail/format';
import type { MessageTooLargeError } from '@mail/gmail-client/drafts';

/** Gmail refuses messages whose attachments add up to more than 25 MB. */
export const MAX_ATTACHMENTS_BYTES = 25 * 1024 * 1024;

/** A clear message when the attachments are over Gmail's limit, else null. */
export function attachmentsOverLimit(attachments: readonly DraftAttachment[]): string | null {
  const total = attachments.reduce((sum, attachment) => sum + attachmentSize(attachment), 0);
  if (total <= MAX_ATTACHMENTS_BYTES) return null;
  return `Attachments can add up to ${formatFileSize(MAX_ATTACHMENTS_BYTES)} at most; these are ${formatFileSize(total)}. Remove some, or share them by link.`;
}

/** What to say when the built message is over Gmail's 35 MB (attachments grow by a third in mail). */
export function messageTooLarge({ size, limit }: MessageTooLargeError): string {
  return `With its attachments and images this message is ${formatFileSize(size)}; Gmail sends ${formatFileSize(limit)} at most. Remove some, or share them by link.`;
}
