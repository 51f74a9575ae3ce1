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

  it('keeps the row of a conversation still listed, wherever it moved', () => {
    const first = nextRowKeys(new Map(), ['a', 'b', 'c']);
    const refreshed = nextRowKeys(first, ['new', 'a', 'b']);
    expect(keysOf(refreshed, ['a', 'b'])).toEqual(['0', '1']);
    // The new mail on top takes the row of the one that fell off the end.
    expect(refreshed.get('new')).toBe('2');
  });

  it('shows another page in the same rows, in order', () => {
    const pageOne = nextRowKeys(new Map(), ['a', 'b', 'c']);
    const pageTwo = nextRowKeys(pageOne, ['d', 'e', 'f']);
    expect(keysOf(pageTwo, ['d', 'e', 'f'])).toEqual(['0', '1', '2']);
    expect(keysOf(nextRowKeys(pageTwo, ['a', 'b', 'c']), ['a', 'b', 'c'])).toEqual(['0', '1', '2']);
  });

  it('adds rows for a longer list, never a key another row holds', () => {
    const short = nextRowKeys(new Map(), ['a', 'b']);
    // 'a' left; 'c' takes its row; 'b' keeps '1'; 'd' and 'e' get keys no row holds.
    const longer = nextRowKeys(short, ['b', 'c', 'd', 'e']);
    expect(keysOf(longer, ['b', 'c', 'd', 'e'])).toEqual(['1', '0', '2', '3']);
    expect(new Set(longer.values()).size).toBe(4);
  });

  it('drops the rows of a shorter list', () => {
    const rows = nextRowKeys(nextRowKeys(new Map(), ['a', 'b', 'c']), ['c']);
    expect([...rows]).toEqual([['c', '2']]);
  });
});
