import {
  describeTarget,
  distribution,
  formatTable,
  formatValue,
  median,
  meetsTarget,
  percentile,
  speedTableRows,
  tally,
  targetMark,
  thresholdedPercentile,
} from './figures';

describe('percentile and median', () => {
  it('take the nearest rank of the sorted values', () => {
    const values = [50, 10, 40, 20, 30];
    expect(percentile(values, 50)).toBe(30);
    expect(percentile(values, 95)).toBe(50);
    expect(percentile(values, 20)).toBe(10);
    expect(median(values)).toBe(30);
  });

  it('give the lower middle of an even count, and NaN for none', () => {
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([])).toBeNaN();
  });

  it('leave the values in their order', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('thresholdedPercentile', () => {
  it('counts the events the browser did not report as 0', () => {
    // 8 of 10 clicks under 16 ms: the p50 is among them, the p95 is the slowest reported.
    expect(thresholdedPercentile([40, 24], 10, 50)).toBe(0);
    expect(thresholdedPercentile([40, 24], 10, 95)).toBe(40);
  });

  it('is NaN when nothing was dispatched', () => {
    expect(thresholdedPercentile([], 0, 95)).toBeNaN();
  });
});

describe('tally and distribution', () => {
  it('count names in order of first appearance and counts smallest first', () => {
    expect(tally(['b', 'a', 'b'])).toBe('b ×2, a ×1');
    expect(tally([])).toBe('none');
    expect(distribution([1, 0, 1])).toBe('0 ×1, 1 ×2');
  });
});

describe('targets', () => {
  it('are met at the limit and missed past it', () => {
    expect(meetsTarget(900, { atMost: 900 })).toBe(true);
    expect(meetsTarget(901, { atMost: 900 })).toBe(false);
    expect(meetsTarget(95, { atLeast: 95 })).toBe(true);
    expect(meetsTarget(94, { atLeast: 95 })).toBe(false);
  });

  it('mark a figure pass, fail, or not measured', () => {
    expect(targetMark(120, { atMost: 150 })).toBe('✓ pass');
    expect(targetMark(384, { atMost: 150 })).toBe('✗ FAIL');
    expect(targetMark(undefined, { atMost: 150 })).toBe('-');
    expect(targetMark(Number.NaN, { atLeast: 95 })).toBe('-');
  });

  it('are written with their unit', () => {
    expect(describeTarget({ atMost: 2500 }, 'ms')).toBe('≤ 2500 ms');
    expect(describeTarget({ atMost: 125 * 1024 }, 'bytes')).toBe('≤ 125.0 KiB');
    expect(describeTarget({ atLeast: 95 }, 'score')).toBe('≥ 95');
  });
});

describe('formatValue', () => {
  it('rounds milliseconds and scores, writes bytes in KiB', () => {
    expect(formatValue(1397.6, 'ms')).toBe('1398 ms');
    expect(formatValue(28467, 'bytes')).toBe('27.8 KiB');
    expect(formatValue(0, 'bytes')).toBe('0 KiB');
    expect(formatValue(81.6, 'score')).toBe('82');
  });
});

describe('formatTable', () => {
  it('pads columns to their widest cell, numbers to the right', () => {
    expect(
      formatTable(
        ['name', 'ms'],
        [
          ['cold', '1398'],
          ['warm load', '45'],
        ],
      ),
    ).toEqual(['name         ms', '---------  ----', 'cold       1398', 'warm load    45']);
  });

  it('left-aligns the columns it is told to', () => {
    expect(formatTable(['a', 'mark'], [['x', 'ok']], [0, 1])).toEqual([
      'a  mark',
      '-  ----',
      'x  ok',
    ]);
  });
});

describe('speedTableRows', () => {
  it('gives each figure its value, target, mark and naive figure', () => {
    expect(
      speedTableRows([
        {
          name: 'pager "previous" p50',
          profile: 'slow',
          unit: 'ms',
          value: 287,
          target: { atMost: 50 },
          naive: 955,
        },
        { name: 'Lighthouse mobile score', unit: 'score', target: { atLeast: 95 } },
      ]),
    ).toEqual([
      ['pager "previous" p50', 'slow', '287 ms', '≤ 50 ms', '✗ FAIL', '955 ms'],
      ['Lighthouse mobile score', '', 'not measured', '≥ 95', '-', ''],
    ]);
  });
});
