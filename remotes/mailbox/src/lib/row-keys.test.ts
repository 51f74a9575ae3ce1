import { nextRowKeys } from './row-keys';

const keysOf = (rows: ReadonlyMap<string, string>, threadIds: string[]) =>
  threadIds.map((threadId) => rows.get(threadId));

describe('nextRowKeys', () => {
  it('gives a first list a row each', () => {
    expect(keysOf(nextRowKeys(new Map(), ['a', 'b', 'c']), ['a', 'b', 'c'])).toEqual([
      '0',
      '1',
      '2',
    ]);
  });

  it('keeps the row of a conversation still listed; a new one above them gets a new row', () => {
    const first = nextRowKeys(new Map(), ['a', 'b', 'c']);
    const refreshed = nextRowKeys(first, ['new', 'a', 'b']);
    expect(keysOf(refreshed, ['a', 'b'])).toEqual(['0', '1']);
    // Not the row of 'c', which fell off the end: taking it would move every row below.
    expect(refreshed.get('new')).toBe('3');
  });

  it('shows another page in the same rows, in order', () => {
    const pageOne = nextRowKeys(new Map(), ['a', 'b', 'c']);
    const pageTwo = nextRowKeys(pageOne, ['d', 'e', 'f']);
    expect(keysOf(pageTwo, ['d', 'e', 'f'])).toEqual(['0', '1', '2']);
    expect(keysOf(nextRowKeys(pageTwo, ['a', 'b', 'c']), ['a', 'b', 'c'])).toEqual(['0', '1', '2']);
  });

  it('a conversation that left frees its place for a new one there', () => {
    const first = nextRowKeys(new Map(), ['a', 'b', 'c']);
    expect(keysOf(nextRowKeys(first, ['a', 'x', 'c']), ['a', 'x', 'c'])).toEqual(['0', '1', '2']);
  });

  it('adds rows for a longer list, never a key another row holds', () => {
    const short = nextRowKeys(new Map(), ['a', 'b']);
    // 'b' moved up where 'a' was; 'c' stands where 'b' was, which is still listed.
    const longer = nextRowKeys(short, ['b', 'c', 'd']);
    expect(keysOf(longer, ['b', 'c', 'd'])).toEqual(['1', '2', '3']);
    expect(new Set(longer.values()).size).toBe(3);
  });

  it('drops the rows of a shorter list', () => {
    const rows = nextRowKeys(nextRowKeys(new Map(), ['a', 'b', 'c']), ['c']);
    expect([...rows]).toEqual([['c', '2']]);
  });
});
