import { useCallback, useEffect, useRef } from 'react';
import { displayableImage, imageDisplayOf, INLINE_IMAGE_ATTRIBUTE } from '@mail/mail-html';
import { getGoogleClient, isAbortError } from '@mail/gmail-client';
import type { ThreadMessage } from '@mail/gmail-client/thread';

/**
 * Fills in the message's `cid:` images once its frame has loaded (so only for expanded messages):
 * each part is downloaded on demand and shown through a blob: URL, revoked when the frame goes. Only
 * as a picture: an SVG drawn into a PNG, a part of any other type (HTML…) not at all, so no blob: URL
 * of the app's origin is ever a document a sender wrote.
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
        if (!part || imageDisplayOf(part.mimeType) === 'none') continue;
        getGoogleClient()
          .getAttachment(message.id, part.partId, part.attachmentId, { signal: own.signal })
          .then((bytes) => displayableImage(bytes, part.mimeType))
          .then((picture) => {
            if (!picture || own.signal.aborted) return;
            const url = URL.createObjectURL(picture);
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
