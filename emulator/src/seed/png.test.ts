import { inflateSync } from 'node:zlib';
import { makeInitialAvatar } from './avatar';
import { makePng } from './png';
import { validatePng } from './test-support';

describe('makePng', () => {
  it('writes a valid RGBA PNG with the requested size and pixels', () => {
    const png = makePng(3, 2, (x, y) => [x * 100, y * 100, 7, 255]);
    expect(validatePng(png)).toEqual({ width: 3, height: 2 });
    expect(png[8 + 8 + 9]).toBe(6); // colour type RGBA in IHDR
    const idatOffset = png.indexOf('IDAT');
    const length = png.readUInt32BE(idatOffset - 4);
    const rows = inflateSync(png.subarray(idatOffset + 4, idatOffset + 4 + length));
    // second row, third pixel: filter byte + 2 pixels of 4 bytes, then RGBA
    const row = 1 * (3 * 4 + 1);
    expect([...rows.subarray(row + 1 + 8, row + 1 + 12)]).toEqual([200, 100, 7, 255]);
  });

  it('detects a corrupted chunk', () => {
    const png = makePng(2, 2, () => [0, 0, 0, 255]);
    const at = png.indexOf('IDAT') + 6;
    png.writeUInt8((png.readUInt8(at) ^ 0xff) & 0xff, at);
    expect(() => validatePng(png)).toThrow(/CRC/);
  });
});

describe('makeInitialAvatar', () => {
  it('is a 96x96 round avatar: transparent corners, opaque centre', () => {
    const png = makeInitialAvatar('Demo User');
    expect(validatePng(png)).toEqual({ width: 96, height: 96 });
    const idatOffset = png.indexOf('IDAT');
    const pixels = inflateSync(
      png.subarray(idatOffset + 4, idatOffset + 4 + png.readUInt32BE(idatOffset - 4)),
    );
    const alpha = (x: number, y: number): number => pixels[y * (96 * 4 + 1) + 1 + x * 4 + 3] ?? -1;
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(95, 95)).toBe(0);
    expect(alpha(48, 20)).toBe(255);
  });

  it('draws the initial in white on a coloured disc', () => {
    const png = makeInitialAvatar('Demo User');
    const idatOffset = png.indexOf('IDAT');
    const pixels = inflateSync(
      png.subarray(idatOffset + 4, idatOffset + 4 + png.readUInt32BE(idatOffset - 4)),
    );
    const colours = new Set<string>();
    for (let y = 0; y < 96; y++) {
      for (let x = 0; x < 96; x++) {
        const i = y * (96 * 4 + 1) + 1 + x * 4;
        if (pixels[i + 3] === 255) colours.add(`${pixels[i]},${pixels[i + 1]},${pixels[i + 2]}`);
      }
    }
    expect(colours.has('255,255,255')).toBe(true);
    expect(colours.size).toBe(2);
  });
});
