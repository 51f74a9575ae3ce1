// The benches' arithmetic and plain-text tables: percentiles, sizes, targets and their pass/fail
// marks. Pure functions, so every bench prints figures the same way.

/** Nearest-rank percentile (NaN for no values). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The nearest-rank median (the lower middle value of an even count). */
export const median = (values: readonly number[]): number => percentile(values, 50);

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

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

/**
 * Lines of a plain-text table: the header, a rule, then the rows; columns padded to their widest
 * cell, numbers right-aligned, the columns named in `leftColumns` left-aligned.
 */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  leftColumns: readonly number[] = [0],
): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    widths
      .map((width, column) => {
        const cell = cells[column] ?? '';
        return leftColumns.includes(column) ? cell.padEnd(width) : cell.padStart(width);
      })
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)];
}

export function printTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  leftColumns?: readonly number[],
): void {
  formatTable(header, rows, leftColumns).forEach((line) => console.log(line));
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

/** p50 and p95 of each row of samples beside its target. */
export function printFigures(rows: readonly FigureRow[]): void {
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
  printTable(['figure', 'n', 'p50', 'p95', 'target'], lines, [0, 4]);
}

/** A limit a figure must stay under (`atMost`) or reach (`atLeast`). */
export type Target = { atMost: number } | { atLeast: number };

export function meetsTarget(value: number, target: Target): boolean {
  return 'atMost' in target ? value <= target.atMost : value >= target.atLeast;
}

/** How a figure is written: its number and unit ("1398 ms", "27.8 KiB", "82"). */
export type Unit = 'ms' | 'bytes' | 'score' | 'count';

export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case 'ms':
      return `${value.toFixed(0)} ms`;
    case 'bytes':
      return value === 0 ? '0 KiB' : kib(value);
    case 'score':
    case 'count':
      return String(Math.round(value));
  }
}

/** "≤ 900 ms", "≥ 95". */
export function describeTarget(target: Target, unit: Unit): string {
  return 'atMost' in target
    ? `≤ ${formatValue(target.atMost, unit)}`
    : `≥ ${formatValue(target.atLeast, unit)}`;
}

/** The mark printed beside a figure: met, missed, or not measured. */
export function targetMark(value: number | undefined, target: Target): string {
  if (value === undefined || Number.isNaN(value)) return '-';
  return meetsTarget(value, target) ? '✓ pass' : '✗ FAIL';
}

/**
 * A percentile of events of which the browser reports only the slow ones (Event Timing leaves out
 * entries under 16 ms): the `dispatched - reported.length` unreported ones count as 0. Gives 0 when
 * the percentile falls among the unreported (read "< 16 ms"), NaN for no events.
 */
export function thresholdedPercentile(
  reported: readonly number[],
  dispatched: number,
  p: number,
): number {
  const unreported = Math.max(0, dispatched - reported.length);
  return percentile([...Array<number>(unreported).fill(0), ...reported], p);
}

/** One line of `pnpm bench`'s table: a figure, its target, and the spec's naive pattern's figure. */
export interface SpeedFigure {
  name: string;
  profile?: 'fast' | 'slow';
  unit: Unit;
  /** The median (or the stated percentile) of `samples`; undefined when it could not be measured. */
  value?: number;
  samples?: number[];
  target?: Target;
  /** The same figure for the spec's naive call pattern, measured in the same run. */
  naive?: number;
  /** Why a figure is missing, or how it was taken. */
  note?: string;
}

export const SPEED_TABLE_HEADER = ['figure', 'profile', 'measured', 'target', '', 'naive spec'];

/** The cells of `pnpm bench`'s table, one row a figure. */
export function speedTableRows(figures: readonly SpeedFigure[]): string[][] {
  return figures.map((figure) => [
    figure.name,
    figure.profile ?? '',
    figure.value === undefined ? 'not measured' : formatValue(figure.value, figure.unit),
    figure.target ? describeTarget(figure.target, figure.unit) : '',
    figure.target ? targetMark(figure.value, figure.target) : '',
    figure.naive === undefined ? '' : formatValue(figure.naive, figure.unit),
  ]);
}
