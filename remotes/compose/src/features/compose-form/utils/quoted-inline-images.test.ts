import type { OriginalInlineImage } from '@mail/contracts';
import { inlineQuotedImages } from './quoted-inline-images';

const mockGetAttachment = jest.fn<Promise<Uint8Array>, [string, string, string]>();
jest.mock('@mail/gmail-client', () => ({
  getGoogleClient: () => ({ getAttachment: mockGetAttachment }),
}));

const image = (contentId: string, overrides: Partial<OriginalInlineImage> = {}) => ({
  messageId: 'm1',
  partId: '1.2',
  attachmentId: `a-${contentId}`,
  filename: `${contentId}.png`,
  mimeType: 'image/png',
  size: 3,
  contentId,
  ...overrides,
});

beforeEach(() => mockGetAttachment.mockReset());

it("turns the quote's cid: images into data: images the editor shows and the reply sends again", async () => {
  mockGetAttachment.mockResolvedValue(new Uint8Array([1, 2, 3]));
  const { html, leftOut } = await inlineQuotedImages(
    '<p>Look <img src="cid:Logo%40example" alt="logo"></p>',
    [image('logo@example')],
  );
  expect(leftOut).toBe(0);
  expect(html).toBe(
    '<p>Look <img src="data:image/png;name=logo%40example.png;base64,AQID" alt="logo"></p>',
  );
  expect(mockGetAttachment).toHaveBeenCalledWith('m1', '1.2', 'a-logo@example');
});

it('leaves the alt text of an image that cannot be had: unknown, too big, not an image, or failing', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  mockGetAttachment.mockRejectedValue(new Error('gone'));
  const { html, leftOut } = await inlineQuotedImages(
    [
      '<img src="cid:unknown" alt="a">',
      '<img src="cid:big" alt="b">',
      '<img src="cid:doc" alt="c">',
      '<img src="cid:fails">',
    ].join(''),
    [
      image('big', { size: 50 * 1024 * 1024 }),
      image('doc', { mimeType: 'application/pdf' }),
      image('fails'),
    ],
  );
  expect(html).toBe('[a][b][c][image not included]');
  expect(leftOut).toBe(4);
  expect(mockGetAttachment).toHaveBeenCalledTimes(1);
});

it('leaves out an image whose cid: URL is malformed, with a note, and quotes the rest', async () => {
  mockGetAttachment.mockResolvedValue(new Uint8Array([1, 2, 3]));
  const { html } = await inlineQuotedImages(
    '<p>Hi <img src="cid:%E0%A4%A"> and <img src="cid:logo@x" alt="logo"></p>',
    [image('logo@x')],
  );
  expect(html).toBe(
    '<p>Hi [image not included] and <img src="data:image/png;name=logo%40x.png;base64,AQID" alt="logo"></p>',
  );
});

it('leaves a quote without cid: images as it is', async () => {
  const html = '<p>Plain <img src="data:image/gif;base64,R0lGOD"></p>';
  await expect(inlineQuotedImages(html, [])).resolves.toEqual({ html, leftOut: 0 });
});

it('never carries an SVG or another non-raster image of the original along, and counts it', async () => {
  mockGetAttachment.mockResolvedValue(new Uint8Array([1, 2, 3]));
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
  const { html, leftOut } = await inlineQuotedImages(
    [
      '<img src="cid:drawing" alt="drawing">',
      '<img src="cid:page">',
      `<img src="data:image/svg+xml;base64,${btoa(svg)}">`,
      '<img src="cid:photo" alt="photo">',
    ].join(''),
    [
      image('drawing', { mimeType: 'image/svg+xml' }),
      image('page', { mimeType: 'text/html' }),
      image('photo', { mimeType: 'image/jpeg' }),
    ],
  );
  expect(html).toMatch(
    /^\[drawing\]\[image not included\]\[image not included\]<img src="data:image\/jpeg;/,
  );
  expect(leftOut).toBe(3);
  expect(mockGetAttachment).toHaveBeenCalledTimes(1);
  expect(mockGetAttachment).toHaveBeenCalledWith('m1', '1.2', 'a-photo');
});
