import { attachmentSize, type DraftAttachment } from '@mail/drafts';
import type { MessageTooLargeError } from '@mail/gmail-client/drafts';

/** Gmail refuses messages whose attachments add up to more than 25 MB. */
export const MAX_ATTACHMENTS_BYTES = 25 * 1024 * 1024;

const megabytes = (bytes: number, digits = 1) => (bytes / (1024 * 1024)).toFixed(digits);

/** A clear message when the attachments are over Gmail's limit, else null. */
export function attachmentsOverLimit(attachments: readonly DraftAttachment[]): string | null {
  const total = attachments.reduce((sum, attachment) => sum + attachmentSize(attachment), 0);
  if (total <= MAX_ATTACHMENTS_BYTES) return null;
  return `Attachments can add up to 25 MB at most; these are ${megabytes(total)} MB. Remove some, or share them by link.`;
}

/** What to say when the built message is over Gmail's 35 MB (attachments grow by a third in mail). */
export function messageTooLarge({ size, limit }: MessageTooLargeError): string {
  return `With its attachments and images this message is ${megabytes(size)} MB; Gmail sends ${megabytes(limit, 0)} MB at most. Remove some, or share them by link.`;
}
