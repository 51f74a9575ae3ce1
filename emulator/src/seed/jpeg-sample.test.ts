import { SAMPLE_JPEG_HEIGHT, SAMPLE_JPEG_WIDTH, sampleJpeg } from './jpeg-sample';
import { validateJpeg } from './test-support';

describe('sampleJpeg', () => {
  it('is a baseline JFIF image with SOI/EOI and the declared size', () => {
    const jpeg = sampleJpeg();
    expect(validateJpeg(jpeg)).toEqual({ width: SAMPLE_JPEG_WIDTH, height: SAMPLE_JPEG_HEIGHT });
  });

  it('has quantisation and Huffman tables before the scan', () => {
    const jpeg = sampleJpeg();
    const sos = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    expect(jpeg.indexOf(Buffer.from([0xff, 0xdb]))).toBeLessThan(sos);
    expect(jpeg.indexOf(Buffer.from([0xff, 0xc4]))).toBeLessThan(sos);
  });
});
