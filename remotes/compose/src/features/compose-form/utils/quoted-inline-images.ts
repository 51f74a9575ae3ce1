import type { OriginalInlineImage } from '@mail/contracts';
import { getGoogleClient } from '@mail/gmail-client';
import { namedImageDataUri } from '@mail/gmail-client/mime';

/** Larger inline images are left out of the quote: they would swell every reply in the thread. */
const MAX_QUOTED_IMAGE_BYTES = 2 * 1024 * 1024;

function dataUri(bytes: Uint8Array, mimeType: string): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${mimeType};base64,${btoa(binary)}`;
}

async function fetchImage(image: OriginalInlineImage): Promise<string | undefined> {
  if (!image.mimeType.startsWith('image/') || image.size > MAX_QUOTED_IMAGE_BYTES) return undefined;
  try {
    const bytes = await getGoogleClient().getAttachment(
      image.messageId,
      image.partId,
      image.attachmentId,
    );
    return namedImageDataUri(dataUri(bytes, image.mimeType), image.filename);
  } catch (error) {
    console.error('An inline image of the quoted message could not be fetched', error);
    return undefined;
  }
}

/** Said in the quote where an image of the original could not be carried along. */
export const IMAGE_LEFT_OUT_NOTE = '[image not included]';

/** The Content-ID a `cid:` URL names, lower case; null when its escapes are malformed (`cid:%E0%A4`). */
function contentIdOf(src: string): string | null {
  try {
    return decodeURIComponent(src.slice('cid:'.length)).toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The quoted original's `cid:` images as data: images with their file names: the editor shows them
 * (a cid: URL means nothing in this page), and the message builder sends them as inline parts of the
 * reply or forward again, as Gmail does. An image that cannot be had (too big, gone, not an image, a
 * malformed cid: URL) leaves its alt text, or a note: a crafted original never blocks the answer.
 */
export async function inlineQuotedImages(
  html: string,
  images: readonly OriginalInlineImage[],
): Promise<string> {
  if (!/<img\b[^>]*\bsrc="cid:/i.test(html)) return html;
  const document = new DOMParser().parseFromString(html, 'text/html');
  const quoted = [...document.querySelectorAll<HTMLImageElement>('img[src^="cid:" i]')];
  await Promise.all(
    quoted.map(async (element) => {
      const contentId = contentIdOf(element.getAttribute('src') ?? '');
      const image = images.find((each) => each.contentId.toLowerCase() === contentId);
      const src = image && (await fetchImage(image));
      if (src) element.setAttribute('src', src);
      else element.replaceWith(element.alt ? `[${element.alt}]` : IMAGE_LEFT_OUT_NOTE);
    }),
  );
  return document.body.innerHTML;
}
