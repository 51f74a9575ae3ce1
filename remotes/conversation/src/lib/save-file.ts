import { revealBidiControls } from '@mail/format';

/**
 * Saves bytes as a download under the attachment's name. Always typed as octet-stream, so the browser
 * never renders what the sender claimed was a harmless file.
 */
export function saveFile(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(
    new Blob([bytes as BlobPart], { type: 'application/octet-stream' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFileName(fileName);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; the URL is then no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
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
