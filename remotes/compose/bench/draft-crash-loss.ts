// How much of what is typed a crashed tab loses (issue 12: "the worst case of typed characters lost
// across 20 crashes at random keystrokes; target 0 characters older than 500 ms"). In the built
// product in Chromium on loopback, 20 rounds of:
//   1. a fresh New Message popup (`c`; the previous round's restored one closed first: Close
//      discards its draft), the caret in its body;
//   2. a known text typed into the body key by key, 40-80 ms apart (random), the time each keydown
//      was sent noted; at a random keystroke after the first 20 characters the tab is crashed
//      (CDP Page.crash, sent when the next key would have gone down);
//   3. a new page in the same browser context opens the shell; the compose remote reopens the popup
//      at idle after the mailbox rows, and its body is read: what was restored must be a prefix of
//      what was typed, the rest was lost.
//
//   npx tsx remotes/compose/bench/draft-crash-loss.ts        (BENCH_SEED=n repeats a run's keystrokes)
//
// Prints figures only: a missed target is not a failure; only a crash of the script exits non-zero.
// Uses the last production build (dist/), building only when one is missing.
import { composeCodeLoaded } from './compose-code';
import { statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { composePopup } from '../../../e2e/support/compose-popup';
import { openSignedIn, type RunningProduct } from '../../../e2e/support/product';
import { distDir } from '../../../scripts/lib/apps';
import {
  percentile,
  printFigures,
  printTable,
  type FigureRow,
} from '../../../scripts/bench/figures';
import { benchRun } from '../../../scripts/bench/session';
import { chromiumVersion, MAILBOX_ROWS } from '../../../scripts/bench/page-timings';

const ROUNDS = 20;
/** Typed into the body (ASCII, one key per character); each round stops at a random keystroke. */
const TEXT =
  'Hi Ann, thanks for the notes from Monday. I went through the budget again and the numbers ' +
  'for the second quarter look right to me, but the travel line is still too high. Can we talk';
/** The crash comes after at least this many characters. */
const MIN_TYPED = 20;
/** Time between two keydowns: uniform in [MIN, MAX). */
const GAP_MIN_MS = 40;
const GAP_MAX_MS = 80;
/** Characters typed longer ago than this before the crash must never be lost. */
const OLD_MS = 500;
/** After the compose remote has loaded in the new page, how long its popup may take to come back. */
const RESTORE_GRACE_MS = 5_000;
const CRASH_TIMEOUT_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sleepUntil = (time: number) => sleep(Math.max(0, time - performance.now()));

/** mulberry32: a small seeded generator, so a run's keystrokes and crash points can be repeated. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// ---- one round ----

interface RoundResult {
  typed: number;
  /** Characters of the restored body (0 when no popup came back). */
  restored: number;
  /** Typed characters after the longest common prefix of typed and restored text. */
  lost: number;
  /** Of the lost ones, typed more than OLD_MS before the crash. */
  lostOld: number;
  /** ms from the last restored character's keydown to the crash (null when nothing came back). */
  lastRestoredToCrashMs: number | null;
  /** ms from the oldest lost character's keydown to the crash (null when nothing was lost). */
  oldestLostMs: number | null;
  /** Mean ms between two keydowns this round. */
  meanGapMs: number;
  /** The restored text is a prefix of the typed text. */
  isPrefix: boolean;
  typedText: string;
  restoredText: string;
  /** How the popup came back ('none': it did not within the wait). */
  popupBack: 'reopened' | 'none';
  notes: string[];
}

interface RoundError {
  error: string;
}

/** Closes the popup (Close discards its draft) if there is one. */
async function closePopupIfOpen(page: Page): Promise<boolean> {
  const compose = composePopup(page);
  if ((await compose.popup.count()) === 0) return false;
  await compose.popup.getByRole('button', { name: 'Close' }).click();
  await compose.popup.waitFor({ state: 'detached', timeout: 5_000 });
  // Close deletes the device copy asynchronously: let it go before the next open reads it.
  await sleep(300);
  return true;
}

/** A blank New Message popup with the caret in its body; notes a popup that would not be blank. */
async function openBlankPopup(page: Page, notes: string[]): Promise<void> {
  const compose = composePopup(page);
  // The previous round's popup, reopened with what it kept.
  await closePopupIfOpen(page);
  for (let attempt = 0; ; attempt += 1) {
    await compose.open();
    await compose.body.waitFor({ timeout: 10_000 });
    const left = (await compose.body.innerText()).trim();
    if (left === '') break;
    if (attempt >= 2)
      throw new Error(`The new popup keeps opening with text: ${left.slice(0, 60)}`);
    notes.push('popup opened with text: closed again');
    await closePopupIfOpen(page);
  }
  await compose.body.click();
}

/** Types `count` characters of TEXT, 40-80 ms apart; answers when each keydown was sent. */
async function typeKeys(page: Page, count: number, random: () => number): Promise<number[]> {
  const sentAt: number[] = [];
  let next = performance.now();
  for (let index = 0; index < count; index += 1) {
    await sleepUntil(next);
    const at = performance.now();
    sentAt.push(at);
    await page.keyboard.type(TEXT[index]!);
    next = at + GAP_MIN_MS + random() * (GAP_MAX_MS - GAP_MIN_MS);
  }
  // The crash takes the place of the next keydown.
  await sleepUntil(next);
  return sentAt;
}

/** Crashes the page's renderer and waits until Playwright has seen it go. */
async function crashTab(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const crashed = new Promise((resolve) => page.once('crash', resolve));
  const at = performance.now();
  // The answer never comes: the renderer is gone.
  void cdp.send('Page.crash').catch(() => undefined);
  await withTimeout(crashed, CRASH_TIMEOUT_MS, 'Page.crash');
  return at;
}

/**
 * The shell in a new page: the mailbox's rows, the compose remote loaded at idle, then its popup
 * back within RESTORE_GRACE_MS. Answers the restored body's text, or null when no popup came back.
 */
async function reopenAndRead(
  context: BrowserContext,
  product: RunningProduct,
): Promise<{ page: Page; restored: string | null }> {
  const page = await context.newPage();
  await page.goto(product.shellUrl);
  await page.locator(MAILBOX_ROWS).first().waitFor({ timeout: 15_000 });
  const composeOrigin = new URL(product.config.remotes.compose.entry).origin;
  await composeCodeLoaded(page, composeOrigin);
  const compose = composePopup(page);
  const back = await compose.body.waitFor({ timeout: RESTORE_GRACE_MS }).then(
    () => true,
    () => false,
  );
  if (!back) return { page, restored: null };
  // A non-breaking space is how an editor may show a typed one: the same character to a reader.
  const restored = (await compose.body.innerText()).replace(/\u00a0/g, ' ').replace(/\n$/, '');
  return { page, restored };
}

async function playRound(
  context: BrowserContext,
  product: RunningProduct,
  page: Page,
  random: () => number,
): Promise<{ page: Page; result: RoundResult }> {
  const notes: string[] = [];
  await page.locator(MAILBOX_ROWS).first().waitFor({ timeout: 15_000 });
  await openBlankPopup(page, notes);
  const count = MIN_TYPED + Math.floor(random() * (TEXT.length - MIN_TYPED + 1));
  const sentAt = await typeKeys(page, count, random);
  const crashAt = await crashTab(page);
  await page.close().catch(() => undefined);

  const reopened = await reopenAndRead(context, product);
  const typedText = TEXT.slice(0, count);
  const restoredText = reopened.restored ?? '';
  let common = 0;
  while (
    common < Math.min(typedText.length, restoredText.length) &&
    typedText[common] === restoredText[common]
  ) {
    common += 1;
  }
  const isPrefix = common === restoredText.length;
  const lostTimes = sentAt.slice(common);
  return {
    page: reopened.page,
    result: {
      typed: count,
      restored: restoredText.length,
      lost: count - common,
      lostOld: lostTimes.filter((at) => crashAt - at > OLD_MS).length,
      lastRestoredToCrashMs: common > 0 ? crashAt - sentAt[common - 1]! : null,
      oldestLostMs: lostTimes.length > 0 ? crashAt - lostTimes[0]! : null,
      meanGapMs: count > 1 ? (sentAt.at(-1)! - sentAt[0]!) / (count - 1) : Number.NaN,
      isPrefix,
      typedText,
      restoredText,
      popupBack: reopened.restored === null ? 'none' : 'reopened',
      notes,
    },
  };
}

// ---- the run ----

const bench = benchRun();

/** After a failed round: every page closed, a new one signed in on the mailbox. */
async function freshPage(context: BrowserContext, product: RunningProduct): Promise<Page> {
  await Promise.all(context.pages().map((page) => page.close().catch(() => undefined)));
  const page = await context.newPage();
  await openSignedIn(page, product);
  return page;
}

async function run(): Promise<void> {
  const began = performance.now();
  const loadAtStart = loadavg()[0]!;
  const seed = Number(process.env.BENCH_SEED ?? Date.now() % 2_147_483_648);
  const random = seededRandom(seed);
  const product = await bench.startProduct();
  const builtAt = statSync(path.join(distDir('compose'), 'remoteEntry.js')).mtime;
  const browser = await bench.openBrowser();
  const { context } = browser;
  let page = browser.page;
  await openSignedIn(page, product);
  await page.locator(MAILBOX_ROWS).first().waitFor({ timeout: 15_000 });
  const chromium = await chromiumVersion(page);

  const rounds: (RoundResult | RoundError)[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    try {
      const played = await playRound(context, product, page, random);
      page = played.page;
      rounds.push(played.result);
      const { typed, lost } = played.result;
      console.error(`round ${round}: typed ${typed}, lost ${lost}`);
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      rounds.push({ error: message });
      console.error(`round ${round} failed: ${message}`);
      page = await freshPage(context, product);
    }
  }
  console.error('');

  console.log(
    `Typed characters lost to a crashed tab: the built product (compose built ` +
      `${builtAt.toLocaleString()}) in headless Chromium ${chromium}, on loopback (stand-in ` +
      `without added latency).\n` +
      `${ROUNDS} rounds: a fresh New Message popup, its body typed key by key ` +
      `${GAP_MIN_MS}-${GAP_MAX_MS} ms apart, CDP Page.crash at a random keystroke after ` +
      `>= ${MIN_TYPED} characters (when the next key would go down), then the shell in a new page ` +
      `of the same context and the popup it reopens. Seed ${seed} (BENCH_SEED repeats it).\n`,
  );
  report(rounds);
  console.log(
    `\nRun time: ${((performance.now() - began) / 1000).toFixed(0)} s. Load average (1 min): ` +
      `${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end. ` +
      `Console errors in the pages: ${browser.consoleErrors.length}.`,
  );
  for (const error of browser.consoleErrors.slice(0, 5)) console.log(`  ${error.slice(0, 200)}`);
}

// ---- the report ----

const isError = (round: RoundResult | RoundError): round is RoundError => 'error' in round;
const ms = (value: number | null) => (value === null ? '-' : value.toFixed(0));

function report(rounds: readonly (RoundResult | RoundError)[]): void {
  const header = [
    'round',
    'typed',
    'restored',
    'lost',
    `lost >${OLD_MS} ms`,
    'last restored -> crash ms',
    'oldest lost ms',
    'gap ms',
    'note',
  ];
  const lines = rounds.map((round, index) => {
    const number = String(index + 1);
    if (isError(round)) return [number, '-', '-', '-', '-', '-', '-', '-', `ERROR: ${round.error}`];
    const notes = [
      ...(round.popupBack === 'none' ? ['no popup came back'] : []),
      ...(round.isPrefix ? [] : ['NOT A PREFIX']),
      ...round.notes,
    ];
    return [
      number,
      String(round.typed),
      String(round.restored),
      String(round.lost),
      String(round.lostOld),
      ms(round.lastRestoredToCrashMs),
      ms(round.oldestLostMs),
      round.meanGapMs.toFixed(0),
      notes.join('; '),
    ];
  });
  printTable(header, lines, [8]);
  console.log(
    `\n"last restored -> crash": from the keydown of the last character that came back to the ` +
      `crash; "oldest lost": from the keydown of the first character that did not; "gap": mean ` +
      `ms between keydowns.`,
  );

  const played = rounds.filter((round): round is RoundResult => !isError(round));
  const failed = rounds.length - played.length;
  const notPrefix = played.filter((round) => !round.isPrefix);
  for (const round of notPrefix) {
    const number = rounds.indexOf(round) + 1;
    console.log(
      `\nRound ${number}: the restored text is NOT a prefix of the typed text.\n` +
        `  typed:    ${JSON.stringify(round.typedText)}\n` +
        `  restored: ${JSON.stringify(round.restoredText)}`,
    );
  }

  console.log('');
  const worst = (take: (round: RoundResult) => number) => {
    if (played.length === 0) return 'no round completed';
    const most = Math.max(...played.map(take));
    const where = played
      .filter((round) => take(round) === most)
      .map((round) => rounds.indexOf(round) + 1);
    return `${most} (round${where.length > 1 ? 's' : ''} ${where.join(', ')})`;
  };
  const worstOld = played.length ? Math.max(...played.map((round) => round.lostOld)) : Number.NaN;
  const rows: FigureRow[] = [
    { name: 'characters lost', values: played.map((round) => round.lost), unit: 'count' },
    {
      name: `lost, typed > ${OLD_MS} ms before the crash`,
      values: played.map((round) => round.lostOld),
      unit: 'count',
      target: '0',
      verdict: (p50, p95) =>
        `p50 ${p50 === 0 ? 'met' : 'MISSED'}, p95 ${p95 === 0 ? 'met' : 'MISSED'}`,
    },
    {
      name: 'last restored keydown -> crash',
      values: played.flatMap((round) =>
        round.lastRestoredToCrashMs === null ? [] : [round.lastRestoredToCrashMs],
      ),
      unit: 'ms',
    },
    { name: 'characters typed', values: played.map((round) => round.typed), unit: 'count' },
  ];
  printFigures(rows);
  const lost = played.map((round) => round.lost);
  console.log(
    `\nSummary over ${played.length} of ${rounds.length} rounds` +
      `${failed ? ` (${failed} failed: see ERROR above)` : ''}:\n` +
      `  worst case lost:                       ${worst((round) => round.lost)} characters\n` +
      `  worst case lost older than ${OLD_MS} ms:     ${worst((round) => round.lostOld)} characters ` +
      `(target 0: ${worstOld === 0 ? 'met' : 'MISSED'})\n` +
      `  lost p50 / p95:                        ${percentile(lost, 50)} / ${percentile(lost, 95)} characters\n` +
      `  rounds whose popup did not come back:  ${played.filter((round) => round.popupBack === 'none').length}\n` +
      `  restored text not a prefix (failures): ${notPrefix.length}`,
  );
}

run()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => bench.stopAll());
