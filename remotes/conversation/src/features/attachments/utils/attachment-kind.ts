/** Types the preview shows (spec §5): images and PDFs. Everything else downloads directly. */
export function isPreviewable(mimeType: string): boolean {
  const type = mimeType.toLowerCase();
  return type.startsWith('image/') || type === 'application/pdf';
}

/**
 * A file name safe to save under: no folders, no control or bidirectional-override characters (which
 * could disguise `invoice<U+202E>fdp.exe` as a PDF), never empty.
 */
export function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[\\/]/g, '_')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069\u200e\u200f]/g, '')
    .trim();
  return cleaned === '' || /^\.+$/.test(cleaned) ? 'attachment' : cleaned;
}
