import type { OriginalInlineImage } from '@mail/contracts';
import { getGoogleClient } from '@mail/gmail-client';
import { namedImageDataUri } from '@mail/gmail-client/mime';
import { imageDisplayOf } from '@mail/mail-html';

/** Larger inline images are left out of the quote: they would swell every reply in the thread. */
const MAX_QUOTED_IMAGE_BYTES = 2 * 1024 * 1024;

function dataUri(bytes: Uint8Array, mimeType: string): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${mimeType};base64,${btoa(binary)}`;
}

/**
 * Only raster images go along: an SVG (which can hold <script>), HTML or XML from the original's
 * sender would otherwise leave from the user's own address as an inline part of the answer.
 */
const isRaster = (mimeType: string) => imageDisplayOf(mimeType) === 'raster';

async function fetchImage(image: OriginalInlineImage): Promise<string | undefined> {
  if (!isRaster(image.mimeType) || image.size > MAX_QUOTED_IMAGE_BYTES) return undefined;
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

/** The type of a `data:` URL (`data:image/svg+xml;base64,…` → `image/svg+xml`). */
const dataUriType = (src: string) => /^data:([^;,]*)/i.exec(src)?.[1] ?? '';

/** The quote, and how many of the original's images it leaves out (the editor says so). */
export interface QuotedImages {
  html: string;
  leftOut: number;
}

/**
 * The quoted original's `cid:` images as data: images with their file names: the editor shows them
 * (a cid: URL means nothing in this page), and the message builder sends them as inline parts of the
 * reply or forward again, as Gmail does. An image that cannot be had (too big, gone, not a raster
 * image, a malformed cid: URL), and a data: image that is not raster, leaves its alt text, or a note:
 * a crafted original never blocks the answer, and never rides along with it.
 */
export async function inlineQuotedImages(
  html: string,
  images: readonly OriginalInlineImage[],
): Promise<QuotedImages> {
  if (!/<img\b[^>]*\bsrc="(?:cid|data):/i.test(html)) return { html, leftOut: 0 };
  const document = new DOMParser().parseFromString(html, 'text/html');
  const quoted = [...document.querySelectorAll<HTMLImageElement>('img[src]')];
  const kept = await Promise.all(
    quoted.map(async (element) => {
      const src = element.getAttribute('src') ?? '';
      if (/^data:/i.test(src)) return isRaster(dataUriType(src));
      if (!/^cid:/i.test(src)) return true;
      const contentId = contentIdOf(src);
      const image = images.find((each) => each.contentId.toLowerCase() === contentId);
      const dataUri = image && (await fetchImage(image));
      if (dataUri) element.setAttribute('src', dataUri);
      return dataUri !== undefined;
    }),
  );
  const leftOut = quoted.filter((_element, index) => !kept[index]);
  for (const element of leftOut) {
    element.replaceWith(element.alt ? `[${element.alt}]` : IMAGE_LEFT_OUT_NOTE);
  }
  return { html: document.body.innerHTML, leftOut: leftOut.length };
}

/** The editor's note under a quote that left images out. */
export function imagesLeftOutNote(count: number): string {
  return count === 1
    ? '1 image from the original was left out'
    : `${count} images from the original were left out`;
}
