// Percentiles and the plain-text table the bench prints.

/** Nearest-rank percentile (NaN for no values). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** "threads.modify ×8, other ×1": how often each name occurred, in order of first appearance. */
export function tally(names: readonly string[]): string {
  if (names.length === 0) return 'none';
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts.entries()].map(([name, times]) => `${name} ×${times}`).join(', ');
}

/** "0 ×12, 1 ×8": how often each count occurred, smallest first. */
export function distribution(values: readonly number[]): string {
  return tally([...values].sort((a, b) => a - b).map(String));
}

export interface FigureRow {
  name: string;
  values: number[];
  /** Milliseconds (one decimal) or counts. */
  unit: 'ms' | 'count';
  target?: string;
  /** Whether the figures meet the target, in words ("p50 met, p95 MISSED"). */
  verdict?: (p50: number, p95: number) => string;
}

/** "p50 met, p95 MISSED" against an upper limit. */
export const atMost = (limit: number) => (p50: number, p95: number) =>
  `p50 ${p50 <= limit ? 'met' : 'MISSED'}, p95 ${p95 <= limit ? 'met' : 'MISSED'}`;

export function printFigures(rows: readonly FigureRow[]): void {
  const header = ['figure', 'n', 'p50', 'p95', 'target'];
  const format = (value: number, unit: FigureRow['unit']) =>
    unit === 'ms' ? value.toFixed(1) : String(value);
  const lines = rows.map((row) => {
    const p50 = percentile(row.values, 50);
    const p95 = percentile(row.values, 95);
    const verdict = row.verdict ? ` (${row.verdict(p50, p95)})` : '';
    return [
      row.name,
      String(row.values.length),
      format(p50, row.unit),
      format(p95, row.unit),
      row.target ? `${row.target}${verdict}` : '',
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 || column === 4
          ? cell.padEnd(widths[column]!)
          : cell.padStart(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  lines.forEach((cells) => console.log(line(cells)));
}
