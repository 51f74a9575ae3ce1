import { useCallback, useEffect, useRef } from 'react';
import { INLINE_IMAGE_ATTRIBUTE } from '@mail/mail-html';
import { getGoogleClient, isAbortError } from '@mail/gmail-client';
import type { ThreadMessage } from '@mail/gmail-client/thread';

/**
 * Fills in the message's `cid:` images once its frame has loaded (so only for expanded messages):
 * each part is downloaded on demand and shown through a blob: URL, revoked when the frame goes.
 * A failed image is logged only (docs/behaviour/errors-and-status.md#messages) and stays an empty
 * box.
 */
export function useInlineImages(message: ThreadMessage) {
  const urls = useRef<string[]>([]);
  const controller = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort();
      urls.current.forEach((url) => URL.revokeObjectURL(url));
    },
    [],
  );

  return useCallback(
    (frame: HTMLIFrameElement) => {
      const images = frame.contentDocument?.querySelectorAll<HTMLImageElement>(
        `img[${INLINE_IMAGE_ATTRIBUTE}]`,
      );
      if (!images?.length) return;
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      for (const image of images) {
        const contentId = image.getAttribute(INLINE_IMAGE_ATTRIBUTE)?.toLowerCase();
        const part = message.inlineParts.find((p) => p.contentId.toLowerCase() === contentId);
        if (!part) continue;
        getGoogleClient()
          .getAttachment(message.id, part.partId, part.attachmentId, { signal: own.signal })
          .then((bytes) => {
            const type = part.mimeType.startsWith('image/') ? part.mimeType : 'image/png';
            const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
            urls.current.push(url);
            image.src = url;
          })
          .catch((error: unknown) => {
            if (!isAbortError(error)) console.error(`Inline image ${part.filename} failed`, error);
          });
      }
    },
    [message],
  );
}
