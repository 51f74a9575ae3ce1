import { assignColumns } from './overlap-columns';

const extent = (top: number, bottom: number) => ({ top, bottom });

describe('assignColumns', () => {
  it('gives blocks that do not overlap the full width', () => {
    expect(assignColumns([extent(0, 60), extent(60, 120), extent(200, 220)])).toEqual([
      { column: 0, columns: 1, span: 1 },
      { column: 0, columns: 1, span: 1 },
      { column: 0, columns: 1, span: 1 },
    ]);
  });

  it('puts two overlapping blocks side by side', () => {
    expect(assignColumns([extent(0, 60), extent(30, 90)])).toEqual([
      { column: 0, columns: 2, span: 1 },
      { column: 1, columns: 2, span: 1 },
    ]);
  });

  it('reuses a column freed before the next block starts, in a chain of overlaps', () => {
    // a overlaps b, b overlaps c, a ends where c starts.
    expect(assignColumns([extent(0, 60), extent(30, 90), extent(60, 120)])).toEqual([
      { column: 0, columns: 2, span: 1 },
      { column: 1, columns: 2, span: 1 },
      { column: 0, columns: 2, span: 1 },
    ]);
  });

  it('places the longer of two blocks starting together first', () => {
    const [short, long] = assignColumns([extent(0, 30), extent(0, 120)]);
    expect(long!.column).toBe(0);
    expect(short!.column).toBe(1);
  });

  it('widens a block over columns that nothing overlapping it uses', () => {
    const placements = assignColumns([
      extent(0, 60), // a: column 0, the whole hour
      extent(0, 30), // b: column 1
      extent(0, 30), // c: column 2
      extent(30, 60), // d: column 1, and column 2 is free after c ends
    ]);
    expect(placements.map(({ column }) => column)).toEqual([0, 1, 2, 1]);
    expect(placements.every(({ columns }) => columns === 3)).toBe(true);
    expect(placements[3]!.span).toBe(2);
    expect(placements[1]!.span).toBe(1);
  });

  it('keeps the order of its input', () => {
    const placements = assignColumns([extent(100, 160), extent(0, 60), extent(130, 190)]);
    expect(placements).toEqual([
      { column: 0, columns: 2, span: 1 },
      { column: 0, columns: 1, span: 1 },
      { column: 1, columns: 2, span: 1 },
    ]);
  });

  it('returns nothing for no blocks', () => {
    expect(assignColumns([])).toEqual([]);
  });
});
