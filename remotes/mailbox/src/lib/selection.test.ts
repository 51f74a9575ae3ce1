import { withRange, withToggled } from './selection';

const PAGE = ['a', 'b', 'c', 'd', 'e'];

describe('withToggled', () => {
  it('adds a row that was not selected and takes out one that was', () => {
    expect([...withToggled(new Set(['a']), 'b')]).toEqual(['a', 'b']);
    expect([...withToggled(new Set(['a', 'b']), 'a')]).toEqual(['b']);
  });
});

describe('withRange', () => {
  it('selects every row between the anchor and the row, either way round', () => {
    expect([...withRange(new Set(['b']), PAGE, 'b', 'd')].sort()).toEqual(['b', 'c', 'd']);
    expect([...withRange(new Set(['d']), PAGE, 'd', 'a')].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('clears the range when the row clicked was selected', () => {
    expect([...withRange(new Set(PAGE), PAGE, 'b', 'd')].sort()).toEqual(['a', 'e']);
  });

  it('toggles only the row without an anchor on the page', () => {
    expect([...withRange(new Set(), PAGE, undefined, 'c')]).toEqual(['c']);
    expect([...withRange(new Set(), PAGE, 'gone', 'c')]).toEqual(['c']);
  });
});
