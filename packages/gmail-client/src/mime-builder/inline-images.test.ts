import { extractInlineImages, namedImageDataUri } from './inline-images';
import { binarySample } from './mime-test-helpers';

const png = binarySample(40);
const pngUri = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
const gif = binarySample(20, 3);
const gifUri = `data:image/gif;base64,${Buffer.from(gif).toString('base64')}`;

function counterIds() {
  let n = 0;
  return () => `id${++n}@test`;
}

describe('extractInlineImages', () => {
  it('turns data-URI images into parts and rewrites src to cid:', () => {
    const { html, images } = extractInlineImages(
      `<p>a</p><img src="${pngUri}" alt="x"><img alt='y' src='${gifUri}'>`,
      counterIds(),
    );
    expect(html).toBe('<p>a</p><img src="cid:id1@test" alt="x"><img alt=\'y\' src="cid:id2@test">');
    expect(images).toEqual([
      { contentId: 'id1@test', mimeType: 'image/png', filename: 'image-1.png', data: png },
      { contentId: 'id2@test', mimeType: 'image/gif', filename: 'image-2.gif', data: gif },
    ]);
  });

  it('uses one part for an image repeated', () => {
    const { html, images } = extractInlineImages(
      `<img src="${pngUri}"><img src="${pngUri}">`,
      counterIds(),
    );
    expect(images).toHaveLength(1);
    expect(html).toBe('<img src="cid:id1@test"><img src="cid:id1@test">');
  });

  it.each([
    ['unquoted src', `<img src=${pngUri}>`, '<img src="cid:id1@test">'],
    ['upper-case tag and spaces', `<IMG SRC = "${pngUri}" >`, '<IMG SRC = "cid:id1@test" >'],
    [
      'extra parameters',
      `<img src="data:image/jpeg;name=a.jpg;base64,${Buffer.from(png).toString('base64')}">`,
      '<img src="cid:id1@test">',
    ],
    [
      'base64 with line breaks',
      `<img src="${pngUri.slice(0, 40)}\n${pngUri.slice(40)}">`,
      '<img src="cid:id1@test">',
    ],
  ])('%s', (_label, input, expected) => {
    const { html, images } = extractInlineImages(input, counterIds());
    expect(html).toBe(expected);
    expect(images[0]?.data).toEqual(png);
  });

  it.each([
    ['remote URL', '<img src="https://example.com/a.png">'],
    ['cid already', '<img src="cid:abc@x">'],
    ['data-src attribute', `<img data-src="${pngUri}" src="https://x.io/a.png">`],
    ['not an image', '<img src="data:text/html;base64,PGI+">'],
    ['not base64', '<img src="data:image/svg+xml,%3Csvg%3E">'],
    ['broken base64', '<img src="data:image/png;base64,@@@@">'],
    ['outside an img tag', `<a href="${pngUri}">link</a>`],
  ])('leaves %s alone', (_label, input) => {
    expect(extractInlineImages(input, counterIds())).toEqual({ html: input, images: [] });
  });

  it.each([
    ['image/jpeg', 'jpg'],
    ['image/svg+xml', 'svg'],
    ['image/webp', 'webp'],
    ['image/x-icon', 'xicon'],
  ])('names a %s part *.%s', (mimeType, extension) => {
    const { images } = extractInlineImages(
      `<img src="data:${mimeType};base64,AAAA">`,
      counterIds(),
    );
    expect(images[0]?.filename).toBe(`image-1.${extension}`);
  });

  it('keeps the file name the data URI carries', () => {
    const uri = namedImageDataUri('data:image/png;base64,AAAA', 'Café photo; 1.png');
    expect(uri).toBe('data:image/png;name=Caf%C3%A9%20photo%3B%201.png;base64,AAAA');
    const { images } = extractInlineImages(`<img src="${uri}">`, counterIds());
    expect(images[0]?.filename).toBe('Café photo; 1.png');
  });

  it('renames a named URI, and falls back to image-n for a name that does not decode', () => {
    expect(namedImageDataUri('data:image/png;name=a.png;base64,AAAA', 'b.png')).toBe(
      'data:image/png;name=b.png;base64,AAAA',
    );
    const { images } = extractInlineImages(
      '<img src="data:image/png;name=%E0%A4;base64,AAAA">',
      counterIds(),
    );
    expect(images[0]?.filename).toBe('image-1.png');
  });
});
