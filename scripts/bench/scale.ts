// Issue 27's scale figures, side by side for a mailbox of 1,000 and of 100,000 messages (the
// stand-in's `messages` option): the product's cold load to its first rows in Chromium, a search's
// time at the stand-in, and the memory of the process that holds the stand-in. Not a test: it prints
// figures (targets: first rows within 1.5× of 1,000, a search under 200 ms, at most 400 MB).
//   node --expose-gc --import tsx scripts/bench/scale.ts [--rebuild] [--runs 3] [--sizes 1000,100000]
import { parseArgs } from 'node:util';
import type { RunningEmulator } from '@mail/emulator';
import { openSignedIn, type RunningProduct } from '../../e2e/support/product';
import { formatTable, median } from './figures';
import { rowsVisibleAfterNavigation } from './page-timings';
import { benchRun, ensureBuilt, type BenchRun } from './session';

const { values: options } = parseArgs({
  options: {
    rebuild: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    sizes: { type: 'string', default: '1000,100000' },
  },
});
const RUNS = Number(options.runs);
const SIZES = options.sizes.split(',').map(Number);
const SEARCHES = ['invoice', '"customer feedback"', 'from:alice', 'is:unread has:attachment'];

/** Changes a label, so the stand-in's cached list results are stale and the next call is cold. */
function bump(emulator: RunningEmulator): void {
  const first = emulator.store.all()[0]!;
  const starred = first.labelIds.includes('STARRED');
  emulator.store.modifyLabels(first.id, starred ? [] : ['STARRED'], starred ? ['STARRED'] : []);
}

/** A fresh Chromium, signed in, loading the mailbox: ms to its first rows (cold at the stand-in too). */
async function coldFirstRows(run: BenchRun, product: RunningProduct, emulator: RunningEmulator) {
  const browser = await run.openBrowser();
  try {
    await openSignedIn(browser.page, product, '/runtime-config.json');
    bump(emulator);
    await browser.page.goto(product.shellUrl);
    return await rowsVisibleAfterNavigation(browser.page);
  } finally {
    await browser.close();
  }
}

/** threads.list with `q`, a page of 25, each time after a change: ms at the stand-in over HTTP. */
async function searchMs(emulator: RunningEmulator, q: string): Promise<number> {
  const headers = { Authorization: `Bearer ${emulator.issueToken()}` };
  const url = `${emulator.origin}/gmail/v1/users/me/threads?maxResults=25&q=${encodeURIComponent(q)}`;
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    bump(emulator);
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function measure(run: BenchRun, size: number): Promise<string[]> {
  const product = await run.startProduct({ emulator: { messages: size } });
  try {
    const emulator = product.emulator!;
    globalThis.gc?.();
    const memory = process.memoryUsage();
    const rows: number[] = [];
    for (let sample = 0; sample < RUNS; sample++) {
      rows.push(await coldFirstRows(run, product, emulator));
    }
    const searches = [];
    for (const q of SEARCHES) searches.push(await searchMs(emulator, q));
    console.error(`  ${size} messages measured`);
    return [
      String(emulator.store.size),
      `${median(rows).toFixed(0)} ms`,
      searches.map((ms) => ms.toFixed(0)).join(' / ') + ' ms',
      `${megabytes(memory.rss)} (heap ${megabytes(memory.heapUsed)}, buffers ${megabytes(memory.external)})`,
    ];
  } finally {
    await product.close();
  }
}

async function main(): Promise<void> {
  await ensureBuilt({ rebuild: options.rebuild });
  const run = benchRun();
  try {
    const rows = [];
    for (const size of SIZES) rows.push(await measure(run, size));
    const header = ['messages', 'first rows, cold', `search: ${SEARCHES.join(' / ')}`, 'memory'];
    console.log(
      `Medians of ${RUNS} runs${globalThis.gc ? '' : ' (memory without --expose-gc: before a collection)'}.`,
    );
    console.log(formatTable(header, rows, [2]).join('\n'));
  } finally {
    await run.stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
