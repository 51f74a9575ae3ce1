import { decodeBase64 } from './base64';

export interface InlineImage {
  /** Without angle brackets, as it appears after "cid:". */
  contentId: string;
  mimeType: string;
  filename: string;
  data: Uint8Array;
}

const IMG_TAG = /<img\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const SRC_ATTRIBUTE = /(\ssrc\s*=\s*)(?:"(data:[^"]*)"|'(data:[^']*)'|(data:[^\s"'>]+))/i;
const IMAGE_DATA_URI = /^data:(image\/[a-z0-9.+-]+)((?:;[^;,]*)*);base64,([\s\S]*)$/i;
/** The file name the editor writes into an image's data URI (`data:image/png;name=photo.png;base64,…`). */
const NAME_PARAMETER = /;name=([^;,]*)/i;

/**
 * Turns base64 data-URI images (what the editor's image insert produces) into inline parts: each
 * distinct image gets one Content-ID and every <img> using it is rewritten to `src="cid:…"`. A part
 * keeps the file name the URI carries (`;name=`, percent-encoded), else is named `image-{n}.{ext}`.
 * Other URLs, and data URIs that are not valid base64 images, are left as they are.
 */
export function extractInlineImages(
  html: string,
  newContentId: () => string,
): { html: string; images: InlineImage[] } {
  const images: InlineImage[] = [];
  const idsByUri = new Map<string, string>();
  const rewritten = html.replace(IMG_TAG, (tag) =>
    tag.replace(SRC_ATTRIBUTE, (attribute, lead: string, ...uris: (string | undefined)[]) => {
      const uri = uris.slice(0, 3).find((value) => value !== undefined) ?? '';
      let contentId = idsByUri.get(uri);
      if (contentId === undefined) {
        const image = toInlineImage(uri, newContentId, images.length + 1);
        if (!image) return attribute;
        images.push(image);
        idsByUri.set(uri, image.contentId);
        contentId = image.contentId;
      }
      return `${lead}"cid:${contentId}"`;
    }),
  );
  return { html: rewritten, images };
}

function toInlineImage(
  uri: string,
  newContentId: () => string,
  number: number,
): InlineImage | null {
  const match = IMAGE_DATA_URI.exec(uri);
  if (!match?.[1] || match[3] === undefined) return null;
  let data: Uint8Array;
  try {
    data = decodeBase64(match[3]);
  } catch {
    return null;
  }
  const mimeType = match[1].toLowerCase();
  return {
    contentId: newContentId(),
    mimeType,
    filename: nameParameter(match[2] ?? '') || `image-${number}.${extensionOf(mimeType)}`,
    data,
  };
}

/** The URI's `name=` parameter decoded; '' when absent or not valid percent-encoding. */
function nameParameter(parameters: string): string {
  const encoded = NAME_PARAMETER.exec(parameters)?.[1] ?? '';
  try {
    return decodeURIComponent(encoded).trim();
  } catch {
    return '';
  }
}

function extensionOf(mimeType: string): string {
  const subtype = mimeType.slice('image/'.length);
  if (subtype === 'jpeg') return 'jpg';
  return subtype.replace(/\+.*$/, '').replace(/[^a-z0-9]/g, '') || 'img';
}

/**
 * `uri` (a `data:image/…` URI) carrying `filename` as its `name=` parameter, which
 * `extractInlineImages` gives the inline part: the sent image keeps its name.
 */
export function namedImageDataUri(uri: string, filename: string): string {
  const name = filename.trim();
  if (!name) return uri;
  return uri.replace(/^data:([^;,]+)(?:;name=[^;,]*)?/i, (_all, type: string) => {
    return `data:${type};name=${encodeURIComponent(name)}`;
  });
}
