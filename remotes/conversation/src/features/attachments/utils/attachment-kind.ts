import { revealBidiControls } from '@mail/format';
import { imageDisplayOf } from '@mail/mail-html';

/**
 * Types the preview shows (docs/behaviour/conversation.md#attachments): images and PDFs. Everything
 * else downloads directly.
 */
export function isPreviewable(mimeType: string): boolean {
  return imageDisplayOf(mimeType) !== 'none' || mimeType.toLowerCase() === 'application/pdf';
}

/**
 * A file name safe to save under: no folders, no control characters, bidirectional controls shown as
 * visible markers (`invoice<U+202E>fdp.exe` is saved as "invoice[U+202E]fdp.exe", never disguised as
 * a PDF), never empty.
 */
export function safeFileName(name: string): string {
  const cleaned = revealBidiControls(
    name
      .replace(/[\\/]/g, '_')
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\u0000-\u001f\u007f]/g, ''),
  ).trim();
  return cleaned === '' || /^\.+$/.test(cleaned) ? 'attachment' : cleaned;
}
