import { safeFileName } from './attachment-kind';

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
