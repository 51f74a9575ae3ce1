// What keeping the open mailbox up to date costs, per minute, in Chromium against the stand-in:
// history sync (users.history.list every 6 s while visible, rows asked by id only for changed
// conversations) beside the 60 s refresh of the first page it replaced (threads.list and a
// threads.get per row, once a minute), idle and with one new mail a minute; and how long new mail
// took to show. Bytes are what the stand-in wrote (headers and compressed bodies) for the requests
// the browser made (a batch counts once, whatever it holds). Not a test: it prints figures.
//   npx tsx scripts/bench/history-sync.ts [--rebuild] [--minutes 2]
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import type { RequestLogEntry, RunningEmulator } from '@mail/emulator';
import { publishInPage } from '../../e2e/support/bus';
import { deliverRaw } from '../../e2e/support/gmail-api';
import { openSignedIn } from '../../e2e/support/product';
import { benchRun, ensureBuilt } from './session';

const { values: options } = parseArgs({
  options: {
    rebuild: { type: 'boolean', default: false },
    minutes: { type: 'string', default: '2' },
  },
});
const MINUTES = Number(options.minutes);
const MINUTE_MS = 60_000;
/** No request for this long: a refresh has been answered and logged. */
const QUIET_MS = 1_500;
/** How long a refresh may take at most on a loaded machine. */
const REFRESH_TIMEOUT_MS = 30_000;

interface Cost {
  requests: number;
  bytes: number;
}

/** The bench's own deliveries (messages.insert), which the browser did not make. */
const isDelivery = (entry: RequestLogEntry) =>
  entry.method === 'POST' && entry.path.startsWith('/gmail/v1/users/me/messages');

/** The requests the browser made (not a batch's inner parts) since the log was cleared. */
function browserRequests(emulator: RunningEmulator): Cost {
  const made = emulator.requestLog().filter((entry) => !entry.viaBatch && !isDelivery(entry));
  return { requests: made.length, bytes: made.reduce((sum, entry) => sum + entry.bytes, 0) };
}

const perMinute = ({ requests, bytes }: Cost, minutes: number): Cost => ({
  requests: requests / minutes,
  bytes: bytes / minutes,
});

/** The Gmail calls made since the log was cleared, batched or not, counted by resource. */
function callsByResource(emulator: RunningEmulator): string {
  const counts = new Map<string, number>();
  for (const entry of emulator.requestLog().filter((logged) => !isDelivery(logged))) {
    const resource = /^\/gmail\/v1\/users\/me\/(\w+)/.exec(entry.path)?.[1];
    if (resource) counts.set(resource, (counts.get(resource) ?? 0) + 1);
  }
  return [...counts].map(([resource, count]) => `${resource} ${count}`).join(', ');
}

/** Until the stand-in has logged a request and then none for QUIET_MS. */
async function untilQuiet(emulator: RunningEmulator): Promise<void> {
  const gaveUpAt = Date.now() + REFRESH_TIMEOUT_MS;
  let seen = -1;
  let quietSince = Date.now();
  while (Date.now() < gaveUpAt) {
    const logged = emulator.requestLog().length;
    if (logged !== seen) [seen, quietSince] = [logged, Date.now()];
    else if (logged > 0 && Date.now() - quietSince >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One silent reload of the first page: what the old timer did every 60 s ('mail/sent' runs it). */
async function oneFirstPageRefresh(page: Page, emulator: RunningEmulator): Promise<Cost> {
  emulator.clearRequestLog();
  await publishInPage(page, { type: 'mail/sent', id: 'bench', threadId: 'bench' });
  await untilQuiet(emulator);
  console.log(`  one first-page refresh: ${callsByResource(emulator)}`);
  return browserRequests(emulator);
}

/**
 * History sync over `minutes`, with a new mail at the start of each minute when `withMail`: its cost
 * and how long each mail took to show in the list (ms).
 */
async function historySync(
  page: Page,
  emulator: RunningEmulator,
  withMail: boolean,
): Promise<{ cost: Cost; arrivalMs: number[] }> {
  emulator.clearRequestLog();
  const arrivalMs: number[] = [];
  const ends = Date.now() + MINUTES * MINUTE_MS;
  for (let minute = 0; minute < MINUTES; minute++) {
    const minuteEnds = Date.now() + MINUTE_MS;
    if (withMail) {
      const sentAt = Date.now();
      const { threadId } = await deliverRaw(
        emulator,
        [
          'From: Bench <bench@example.com>',
          'To: demo@example.com',
          `Subject: Bench ${minute}`,
          '',
          'Hi',
        ].join('\r\n'),
        ['INBOX', 'IMPORTANT', 'UNREAD'],
      );
      await page.waitForSelector(`[data-mail-row][data-thread-id="${threadId}"]`, {
        timeout: MINUTE_MS,
      });
      arrivalMs.push(Date.now() - sentAt);
    }
    await page.waitForTimeout(Math.max(0, minuteEnds - Date.now()));
  }
  await page.waitForTimeout(Math.max(0, ends - Date.now()));
  console.log(`  history sync${withMail ? ' with mail' : ', idle'}: ${callsByResource(emulator)}`);
  return { cost: browserRequests(emulator), arrivalMs };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const row = (name: string, cost: Cost) =>
  `  ${name.padEnd(44)} ${cost.requests.toFixed(1).padStart(8)} ${kib(cost.bytes).padStart(12)}`;

async function main(): Promise<void> {
  await ensureBuilt({ rebuild: options.rebuild });
  const run = benchRun();
  try {
    const product = await run.startProduct();
    const emulator = product.emulator;
    if (!emulator) throw new Error('The product started without its stand-in');
    const { page } = await run.openBrowser();
    await openSignedIn(page, product);
    await page.locator('[data-mail-row]').first().waitFor();
    emulator.clearRequestLog();
    await untilQuiet(emulator);
    console.log("Gmail calls in each phase (a batch's parts each):");

    const refresh = await oneFirstPageRefresh(page, emulator);
    const idle = await historySync(page, emulator, false);
    const withMail = await historySync(page, emulator, true);

    console.log(`Keeping Important's first page up to date, per minute (${MINUTES} min each):`);
    console.log(`  ${''.padEnd(44)} ${'requests'.padStart(8)} ${'bytes'.padStart(12)}`);
    // The old timer cost the same idle or not: it refetched the page whatever had changed.
    console.log(row('60 s first-page refresh (idle or 1 mail/min)', refresh));
    console.log(row('history sync, idle', perMinute(idle.cost, MINUTES)));
    console.log(row('history sync, 1 new mail a minute', perMinute(withMail.cost, MINUTES)));
    const arrivals = withMail.arrivalMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ');
    console.log(
      `New mail showed after: ${arrivals} (the 60 s refresh: 30 s on average, 60 s at worst)`,
    );
  } finally {
    await run.stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
