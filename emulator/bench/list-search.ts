/**
 * messages.list speed with 10,000 messages: starts the emulator on a free port, fills the mailbox
 * (some messages through messages.insert over HTTP, the rest straight into the store), then times
 * list calls over real HTTP. "cold" bumps the store between calls so no cached result is reused;
 * "warm" repeats the same call (as paging and refreshes do).
 *
 *   pnpm --filter @mail/emulator bench
 */
import { parseRawMessage } from '../src/mime';
import { startEmulator } from '../src/index';

const TARGET = 10_000;
const VIA_HTTP = 300;
const RUNS = 40;

const FIRST = ['Alice', 'Bruno', 'Chen', 'Dana', 'Elif', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jon'];
const LAST = [
  'Walker',
  'Costa',
  'Wei',
  'Levi',
  'Kaya',
  'Haddad',
  'Hopper',
  'Martin',
  'Silva',
  'Berg',
];
const TOPICS = [
  'Quarterly report',
  'Invoice',
  'Lunch plans',
  'Budget review',
  'Release notes',
  'Offsite agenda',
  'Travel booking',
  'Design review',
  'Weekly digest',
  'Security alert',
];
const WORDS =
  'please review the attached draft before friday meeting numbers look good let me know thoughts on schedule customer feedback roadmap priorities'.split(
    ' ',
  );

/** Deterministic pseudo-random numbers, so every run builds the same mailbox. */
function rng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

function syntheticMessage(index: number, random: () => number, me: string, now: number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const first = pick(FIRST);
  const last = pick(LAST);
  const date = new Date(now - Math.floor(random() * 730 * 86_400_000));
  const body = Array.from({ length: 40 + Math.floor(random() * 80) }, () => pick(WORDS)).join(' ');
  const withAttachment = random() < 0.15;
  const head = [
    `From: ${first} ${last} <${first.toLowerCase()}.${last.toLowerCase()}@example.com>`,
    `To: ${me}`,
    `Subject: ${pick(TOPICS)} #${index}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <bench-${index}@example.com>`,
    'MIME-Version: 1.0',
  ];
  const raw = withAttachment
    ? [
        ...head,
        'Content-Type: multipart/mixed; boundary="b"',
        '',
        '--b',
        'Content-Type: text/plain; charset=UTF-8',
        '',
        body,
        '--b',
        `Content-Type: application/pdf; name="report-${index}.pdf"`,
        `Content-Disposition: attachment; filename="report-${index}.pdf"`,
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from(`%PDF-1.4 ${index}`).toString('base64'),
        '--b--',
        '',
      ].join('\r\n')
    : [...head, 'Content-Type: text/plain; charset=UTF-8', '', body, ''].join('\r\n');
  const labelIds = ['INBOX'];
  if (random() < 0.3) labelIds.push('UNREAD');
  if (random() < 0.2) labelIds.push('IMPORTANT');
  if (random() < 0.05) labelIds.push('STARRED');
  if (random() < 0.25) labelIds.shift(); // archived
  return { raw: Buffer.from(raw), labelIds, internalDate: date.getTime() };
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function main(): Promise<void> {
  const emulator = await startEmulator({ port: 0 });
  const token = emulator.issueToken();
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const base = `${emulator.origin}/gmail/v1/users/me`;
  const me = (
    (await (await fetch(`${base}/profile`, { headers })).json()) as { emailAddress: string }
  ).emailAddress;
  const random = rng(42);
  const now = Date.now();

  const fillStarted = performance.now();
  const initial = emulator.store.size;
  for (let index = 0; index < VIA_HTTP; index++) {
    const message = syntheticMessage(index, random, me, now);
    const response = await fetch(`${base}/messages?internalDateSource=dateHeader`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ raw: message.raw.toString('base64url'), labelIds: message.labelIds }),
    });
    if (!response.ok) throw new Error(`insert failed: ${response.status} ${await response.text()}`);
  }
  for (let index = VIA_HTTP; emulator.store.size < TARGET; index++) {
    const message = syntheticMessage(index, random, me, now);
    emulator.store.add({ ...message, parsed: parseRawMessage(message.raw) });
  }
  console.log(
    `mailbox: ${emulator.store.size} messages (${initial} seed/fixtures, ${VIA_HTTP} via messages.insert, rest via the store) in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s`,
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
