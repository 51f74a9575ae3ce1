/**
 * messages.list speed with 10,000 messages: starts the emulator on a free port with its mailbox grown
 * to that size (the `messages` option), then times list calls over real HTTP. "cold" bumps the store
 * between calls so no cached result is reused; "warm" repeats the same call (as paging and refreshes
 * do).
 *
 *   pnpm --filter @mail/emulator bench
 */
import { startEmulator } from '../src/index';

const TARGET = 10_000;
const RUNS = 40;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function main(): Promise<void> {
  const fillStarted = performance.now();
  const emulator = await startEmulator({ port: 0, messages: TARGET });
  const token = emulator.issueToken();
  const headers = { Authorization: `Bearer ${token}` };
  const base = `${emulator.origin}/gmail/v1/users/me`;
  console.log(
    `mailbox: ${emulator.store.size} messages in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s`,
  );

  const cases: [string, string][] = [
    ['labelIds=INBOX', 'labelIds=INBOX&maxResults=25'],
    ['labelIds=IMPORTANT', 'labelIds=IMPORTANT&maxResults=25'],
    ['q=invoice', 'q=invoice&maxResults=25'],
    ['q=from:alice', 'q=from%3Aalice&maxResults=25'],
    [
      'q=subject:(quarterly report)',
      `q=${encodeURIComponent('subject:(quarterly report)')}&maxResults=25`,
    ],
    [
      'q=is:unread has:attachment',
      `q=${encodeURIComponent('is:unread has:attachment')}&maxResults=25`,
    ],
    ['q=newer_than:30d', 'q=newer_than%3A30d&maxResults=25'],
    [
      'q=-in:inbox -in:sent -in:chats',
      `q=${encodeURIComponent('-in:inbox -in:sent -in:chats')}&maxResults=25`,
    ],
    [
      'q="customer feedback" roadmap',
      `q=${encodeURIComponent('"customer feedback" roadmap')}&maxResults=25`,
    ],
    [
      'q=in:anywhere schedule OR priorities',
      `q=${encodeURIComponent('in:anywhere schedule OR priorities')}&maxResults=25`,
    ],
  ];
  const bumpId = emulator.store.all()[0]?.id ?? '';
  let flip = false;
  /** A label change between calls makes the next call search again instead of reusing a cached result. */
  const bump = (): void => {
    flip = !flip;
    emulator.store.modifyLabels(bumpId, flip ? ['STARRED'] : [], flip ? [] : ['STARRED']);
  };
  const time = async (query: string): Promise<{ ms: number; count: number }> => {
    const started = performance.now();
    const response = await fetch(`${base}/messages?${query}`, { headers });
    const body = (await response.json()) as { resultSizeEstimate: number };
    if (!response.ok) throw new Error(`${query}: ${response.status}`);
    return { ms: performance.now() - started, count: body.resultSizeEstimate };
  };

  console.log(`\nmessages.list over HTTP, ${RUNS} runs each (ms)`);
  console.log(
    `${'query'.padEnd(40)} ${'matches'.padStart(7)}  cold med  cold p95  warm med  warm p95`,
  );
  let worstColdP95 = 0;
  for (const [name, query] of cases) {
    await time(query);
    const cold: number[] = [];
    const warm: number[] = [];
    let count = 0;
    for (let run = 0; run < RUNS; run++) {
      bump();
      const first = await time(query);
      cold.push(first.ms);
      count = first.count;
      warm.push((await time(query)).ms);
    }
    cold.sort((a, b) => a - b);
    warm.sort((a, b) => a - b);
    worstColdP95 = Math.max(worstColdP95, percentile(cold, 95));
    const cells = [
      percentile(cold, 50),
      percentile(cold, 95),
      percentile(warm, 50),
      percentile(warm, 95),
    ].map((ms) => ms.toFixed(1).padStart(8));
    console.log(`${name.padEnd(40)} ${String(count).padStart(7)}  ${cells.join('  ')}`);
  }
  console.log(`\nworst cold p95: ${worstColdP95.toFixed(1)} ms (target < 100 ms)`);
  await emulator.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
