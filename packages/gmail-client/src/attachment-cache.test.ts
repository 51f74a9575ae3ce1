import { AttachmentCache } from './attachment-cache';

const bytes = (length: number) => new Uint8Array(length);

describe('AttachmentCache', () => {
  it('keys by message and part', () => {
    const cache = new AttachmentCache(100);
    const data = bytes(3);
    cache.set('m1', '1', data);
    expect(cache.get('m1', '1')).toBe(data);
    expect(cache.get('m1', '2')).toBeUndefined();
    expect(cache.get('m2', '1')).toBeUndefined();
  });

  it('evicts the least recently used entries beyond its byte budget', () => {
    const cache = new AttachmentCache(10);
    cache.set('m', 'a', bytes(4));
    cache.set('m', 'b', bytes(4));
    cache.get('m', 'a'); // a is now more recent than b
    cache.set('m', 'c', bytes(4));
    expect(cache.get('m', 'b')).toBeUndefined();
    expect(cache.get('m', 'a')).toBeDefined();
    expect(cache.get('m', 'c')).toBeDefined();
  });

  it('does not keep an entry larger than the whole budget, nor count a replaced one twice', () => {
    const cache = new AttachmentCache(10);
    cache.set('m', 'huge', bytes(11));
    expect(cache.get('m', 'huge')).toBeUndefined();
    cache.set('m', 'a', bytes(6));
    cache.set('m', 'a', bytes(6));
    cache.set('m', 'b', bytes(4));
    expect(cache.get('m', 'a')).toBeDefined();
    expect(cache.get('m', 'b')).toBeDefined();
  });
});
