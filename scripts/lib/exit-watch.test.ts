import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runWatchingExit } from './exit-watch';

// A stand-in for jest: writes its results file, then exits or (like a run a test left a timer in)
// keeps running.
const writesResultsThen = (after: 'exit' | 'stay') =>
  [
    '-e',
    `require('node:fs').writeFileSync(process.argv[1], '{}');` +
      (after === 'stay' ? 'setInterval(() => {}, 1000);' : ''),
  ] as const;

describe('runWatchingExit', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'exit-watch-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('stops a run still alive after writing its results, and reports it as hung and failed', async () => {
    const resultsFile = path.join(folder, 'results.json');
    const run = await runWatchingExit(
      process.execPath,
      [...writesResultsThen('stay'), resultsFile],
      {
        resultsFile,
        graceMs: 500,
        cwd: folder,
      },
    );
    expect(run).toEqual({ ok: false, hung: true });
  });

  it('lets a run that ends by itself pass', async () => {
    const resultsFile = path.join(folder, 'results.json');
    const run = await runWatchingExit(
      process.execPath,
      [...writesResultsThen('exit'), resultsFile],
      {
        resultsFile,
        graceMs: 10_000,
        cwd: folder,
      },
    );
    expect(run).toEqual({ ok: true, hung: false });
  });

  it('reports a failing run as failed, not hung', async () => {
    const resultsFile = path.join(folder, 'results.json');
    const run = await runWatchingExit(process.execPath, ['-e', 'process.exit(3)'], {
      resultsFile,
      graceMs: 500,
      cwd: folder,
    });
    expect(run).toEqual({ ok: false, hung: false });
  });

  it('writes the output to the log file when given one', async () => {
    const resultsFile = path.join(folder, 'results.json');
    const logFile = path.join(folder, 'run.log');
    const run = await runWatchingExit(
      process.execPath,
      [
        '-e',
        `console.log('out'); console.error('err'); ${writesResultsThen('exit')[1]}`,
        resultsFile,
      ],
      { resultsFile, graceMs: 10_000, cwd: folder, logFile },
    );
    expect(run).toEqual({ ok: true, hung: false });
    expect(readFileSync(logFile, 'utf8')).toBe('out\nerr\n');
  });
});
