import { displayableImage, imageDisplayOf } from './image-parts';

describe('imageDisplayOf', () => {
  it.each([
    'image/png',
    'image/JPEG',
    'image/jpg',
    'image/gif; name=a.gif',
    'image/webp',
    'image/avif',
  ])('shows %s as itself', (type) => expect(imageDisplayOf(type)).toBe('raster'));

  it('draws an SVG into a PNG first: as a document of its own it could run script', () => {
    expect(imageDisplayOf('image/svg+xml')).toBe('rasterise');
    expect(imageDisplayOf('IMAGE/SVG+XML; charset=utf-8')).toBe('rasterise');
  });

  it.each([
    'text/html',
    'application/xhtml+xml',
    'text/xml',
    'image/x-unknown',
    'application/octet-stream',
    '',
  ])('never shows %s', (type) => expect(imageDisplayOf(type)).toBe('none'));
});

describe('displayableImage', () => {
  const bytes = new TextEncoder().encode('<svg><script>alert(1)</script></svg>');

  it('types a raster image by its normalised type, so the blob is a picture', async () => {
    const blob = await displayableImage(bytes, 'image/jpg');
    expect(blob?.type).toBe('image/jpeg');
  });

  it('gives nothing for HTML posing as an inline image', async () => {
    await expect(displayableImage(bytes, 'text/html')).resolves.toBeUndefined();
  });
});
