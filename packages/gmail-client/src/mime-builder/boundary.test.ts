import { chooseBoundary } from './boundary';
import { seededRandomBytes } from './mime-test-helpers';
import type { RandomBytes } from '../random';

describe('chooseBoundary', () => {
  it('is random: different draws give different boundaries of bchars', () => {
    const random = seededRandomBytes(5);
    const a = chooseBoundary(random, []);
    const b = chooseBoundary(random, []);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^mb-[A-Za-z0-9]{30}$/);
  });

  it('draws again when the content contains the first candidate', () => {
    const first = chooseBoundary(seededRandomBytes(9), []);
    const chosen = chooseBoundary(seededRandomBytes(9), [`text\r\n--${first}\r\nmore`]);
    expect(chosen).not.toBe(first);
    expect(chosen).toBe(chooseBoundary(seededRandomBytes(9), [first]));
  });

  it('rejects a candidate found anywhere, not only at a line start', () => {
    const first = chooseBoundary(seededRandomBytes(2), []);
    expect(chooseBoundary(seededRandomBytes(2), [`x${first}y`])).not.toBe(first);
  });

  it('gives up with an error instead of looping when every draw collides', () => {
    const zeros: RandomBytes = (length) => new Uint8Array(length);
    const only = chooseBoundary(zeros, []);
    expect(() => chooseBoundary(zeros, [only])).toThrow(/boundary/i);
  });
});
