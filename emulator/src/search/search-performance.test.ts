import { performance } from 'node:perf_hooks';
import { compileSearch } from './index';
import type { SearchContext, SearchableMessage } from './types';

/**
 * 10,000 synthetic messages whose properties follow from their index, so each query's match count can
 * be worked out from the index alone. Prints cold (first query, per-message caches being built) and
 * warm timings; asserts only counts, since timings on shared machines are noisy.
 */
const COUNT = 10_000;
const HOUR_MS = 60 * 60 * 1000;
/** Midnight PST, 2024-01-01: message i arrives i hours later. */
const FIRST_DATE = Date.UTC(2024, 0, 1, 8);
const DAYS_TO_JUNE_1 = 31 + 29 + 31 + 30 + 31;
const DAYS_TO_SEPTEMBER_1 = DAYS_TO_JUNE_1 + 30 + 31 + 31;

/** Filler vocabulary: holds none of the words the queries look for. */
const FILLER = (
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut ' +
  'labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris'
).split(' ');

function fillerText(index: number): string {
  const words: string[] = [];
  for (let k = 0; k < 80; k += 1) words.push(FILLER[(index * 7 + k * 13) % FILLER.length] ?? '');
  return `${words.join(' ')}.`;
}

function syntheticMessage(i: number): SearchableMessage {
  const labelIds = [
    ...(i % 2 === 0 ? ['INBOX'] : []),
    ...(i % 3 === 0 ? ['UNREAD'] : []),
    ...(i % 11 === 0 ? ['Label_7'] : []),
  ];
  const extraText = [
    i % 4 === 0 ? 'Agenda for the meeting tomorrow.' : '',
    i % 6 === 0 ? 'Meetings are scheduled weekly.' : '',
    i % 9 === 0 ? 'Please check the budget.' : '',
  ].join(' ');
  const hasAttachment = i % 8 === 0;
  return {
    id: `id${i}`,
    threadId: `thread${Math.floor(i / 3)}`,
    labelIds,
    from:
      i % 10 === 0
        ? 'Ann Lee <ann@example.com>'
        : `Sender ${i % 97} <sender${i % 97}@corp${i % 13}.example>`,
    to: 'Receiver <receiver@example.org>',
    cc: '',
    bcc: '',
    subject: i % 5 === 0 ? `Quarterly report ${i}` : `Update number ${i}`,
    filenames: hasAttachment ? [`file${i}.pdf`] : [],
    hasAttachment,
    internalDate: FIRST_DATE + i * HOUR_MS,
    sizeEstimate: 1000 + (i % 100) * 1000,
    rfc822MessageId: `msg${i}@example.org`,
    text: `${fillerText(i)} ${extraText}`,
  };
}

const messages = Array.from({ length: COUNT }, (_, i) => syntheticMessage(i));
const context: SearchContext = {
  now: new Date(FIRST_DATE + COUNT * HOUR_MS),
  userLabels: new Map([['My Project', 'Label_7']]),
};

function expectedCount(rule: (i: number) => boolean): number {
  let count = 0;
  for (let i = 0; i < COUNT; i += 1) if (rule(i)) count += 1;
  return count;
}

const inSummer = (i: number) => i >= DAYS_TO_JUNE_1 * 24 && i < DAYS_TO_SEPTEMBER_1 * 24;
/** sizeEstimate 1000 + k·1000 is larger than 50K = 51,200 bytes from k = 51 on. */
const largerThan50K = (i: number) => i % 100 >= 51;

const queries: [string, (i: number) => boolean][] = [
  ['from:ann', (i) => i % 10 === 0],
  ['meeting', (i) => i % 4 === 0],
  ['"quarterly report"', (i) => i % 5 === 0],
  ['is:unread has:attachment', (i) => i % 3 === 0 && i % 8 === 0],
  ['subject:(quarterly report) OR label:my-project', (i) => i % 5 === 0 || i % 11 === 0],
  [
    'after:2024/06/01 before:2024/09/01 larger:50K -in:inbox',
    (i) => inSummer(i) && largerThan50K(i) && i % 2 !== 0,
  ],
  ['{meeting budget} -from:ann', (i) => (i % 4 === 0 || i % 9 === 0) && i % 10 !== 0],
  ['nonexistentword', () => false],
];

function timeQuery(q: string): { matched: number; ms: number } {
  const start = performance.now();
  const compiled = compileSearch(q, context);
  let matched = 0;
  for (const message of messages) if (compiled.matches(message)) matched += 1;
  return { matched, ms: performance.now() - start };
}

describe('search over 10,000 messages', () => {
  test.each(queries)('%s', (q, rule) => {
    const cold = timeQuery(q);
    const warm = timeQuery(q);
    console.log(
      `q=${JSON.stringify(q)}: ${warm.matched} matches; first run ${cold.ms.toFixed(1)} ms, ` +
        `warm ${warm.ms.toFixed(1)} ms`,
    );
    expect(cold.matched).toBe(expectedCount(rule));
    expect(warm.matched).toBe(cold.matched);
  });
});
