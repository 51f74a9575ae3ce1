/**
 * Image types a browser only ever paints: a blob: or data: URL of one, opened on its own, is a picture
 * and never a document that runs script. SVG is a document (it can hold <script>), HTML and XML are too.
 */
const RASTER_IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
]);

const SVG_TYPE = 'image/svg+xml';

/** Rasterised SVGs are drawn no larger than this on either side, so a huge viewBox costs nothing. */
const MAX_RASTER_SIDE = 4096;

/** How a mail's image part may be shown: as itself, drawn into a PNG first, or not at all. */
export type ImageDisplay = 'raster' | 'rasterise' | 'none';

/** The declared type without parameters, lower-cased; the common misspelling image/jpg mended. */
function baseType(mimeType: string): string {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'image/jpg' ? 'image/jpeg' : type;
}

/** What the sender's declared type allows (docs/architecture.md#security). */
export function imageDisplayOf(mimeType: string): ImageDisplay {
  const type = baseType(mimeType);
  if (RASTER_IMAGE_TYPES.has(type)) return 'raster';
  return type === SVG_TYPE ? 'rasterise' : 'none';
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Draws an SVG into a PNG. The SVG is loaded as an image (where no script runs) from a data: URL
 * (an opaque origin, never the app's), so the PNG is all that reaches a URL of the app's origin.
 * Undefined when the browser cannot draw it.
 */
export async function rasteriseSvg(bytes: Uint8Array): Promise<Blob | undefined> {
  const image = new Image();
  image.src = `data:${SVG_TYPE};base64,${base64Of(bytes)}`;
  try {
    await image.decode();
  } catch {
    return undefined;
  }
  const scale = Math.min(1, MAX_RASTER_SIDE / Math.max(image.naturalWidth, image.naturalHeight, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round((image.naturalWidth || 300) * scale));
  canvas.height = Math.max(1, Math.round((image.naturalHeight || 150) * scale));
  canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => {
    try {
      canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/png');
    } catch {
      resolve(undefined); // a canvas the SVG tainted
    }
  });
}

/**
 * The picture of a mail's image part, safe to give a blob: URL of the app's origin: a raster image as
 * itself, an SVG drawn into a PNG, anything else (HTML, XML, unknown) nothing: it is download-only.
 */
export async function displayableImage(
  bytes: Uint8Array,
  mimeType: string,
): Promise<Blob | undefined> {
  switch (imageDisplayOf(mimeType)) {
    case 'raster':
      return new Blob([bytes as BlobPart], { type: baseType(mimeType) });
    case 'rasterise':
      return rasteriseSvg(bytes);
    case 'none':
      return undefined;
  }
}
