import { imageDisplayOf } from '@mail/mail-html';

/**
 * Types the preview shows (docs/behaviour/conversation.md#attachments): images and PDFs. Everything
 * else downloads directly.
 */
export function isPreviewable(mimeType: string): boolean {
  return imageDisplayOf(mimeType) !== 'none' || mimeType.toLowerCase() === 'application/pdf';
}
