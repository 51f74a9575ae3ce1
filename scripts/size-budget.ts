import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openBrowser } from '../e2e/support/browser';
import { openSignedIn, readySlot, startTestProduct } from '../e2e/support/product';
import { ENTRY_MODULES_REPORT } from '@mail/rspack-config';
import { apps, appNames, distDir, type AppName } from './lib/apps';
import { buildAll } from './lib/build';

// The size budget of the first screen: the gzip bytes of every JavaScript file the browser asks the
// shell and the mailbox remote for before the signed-in mailbox shows its first rows (what the
// reader waits for). Fails above the budget, and when a remote entry carries code the shell's first
// files carry too (the federation runtime must ship once). Also prints what loads after the rows (at
// idle: the next screens, offline reading) and each remote entry.

// The measured first screen (138.2 KiB) plus about 0.3 KiB: the same commit built on another machine
// or path compresses a few dozen bytes differently (content hashes in file names), and a budget with
// 20 bytes of room failed CI on that alone. It was 138 KiB until Google mode (issue 23) added what must
// run before the first rows: calls that wait for a renewed token and re-send a refused one, and the
// lists' fallback when the batch endpoint is unreachable; what could wait (reading a redirect
// sign-in's answer, following other tabs' tokens, the refused-mail notice) moved off the first screen
// to pay for most of it. See docs/speed.md for what the rest is (react-dom 19 and the
// federation runtime are 88 KiB of it).
const FIRST_SCREEN_BUDGET_BYTES = 138.5 * 1024;
/** Runs at most, when the first measure is over budget (see main). */
const MEASURES_WHEN_OVER = 3;
/**
 * The only modules a remote entry may share with the shell: the few lines that attach a bundle to
 * the shell's runtime (each bundle must run them on its own loader).
 */
const PER_BUNDLE_GLUE = 'tooling/rspack-config/runtime/';
/** The mailbox's performance mark when its first rows are on screen (remotes/mailbox perf-marks). */
const ROWS_VISIBLE_MARK = 'mailbox:rows-visible';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipBytes = (content: Buffer) => gzipSync(content, { level: 9 }).length;

/** The modules each file that starts a bundle was built from (written by every production build). */
function entryModules(app: AppName): Record<string, string[]> {
  const report = path.join(apps[app], ENTRY_MODULES_REPORT);
  if (!existsSync(report)) throw new Error(`${report} is missing: build first (pnpm build).`);
  return JSON.parse(readFileSync(report, 'utf8')) as Record<string, string[]>;
}

/** Modules each remote entry carries although the shell's first files carry them already. */
function reportRemoteEntries(): Map<AppName, string[]> {
  const shellModules = new Set(Object.values(entryModules('shell')).flat());
  const duplicates = new Map<AppName, string[]>();
  console.log('\nRemote entries (remoteEntry.js):');
  for (const app of appNames.filter((name) => name !== 'shell')) {
    const entry = readFileSync(path.join(distDir(app), 'remoteEntry.js'));
    console.log(
      `  ${app.padEnd(13)} ${kib(entry.length).padStart(10)} raw ${kib(gzipBytes(entry)).padStart(10)} gzip`,
    );
    const shared = (entryModules(app)['remoteEntry.js'] ?? []).filter(
      (module) => shellModules.has(module) && !module.startsWith(PER_BUNDLE_GLUE),
    );
    if (shared.length) duplicates.set(app, shared);
  }
  for (const [app, modules] of duplicates) {
    console.log(`\n${app}'s remoteEntry.js carries code the shell ships already:`);
    for (const module of modules) console.log(`  ${module}`);
  }
  console.log(
    `\nRemote entries carrying the shell's code again: ${[...duplicates.keys()].join(', ') || 'none'}`,
  );
  return duplicates;
}

async function measureFirstScreen() {
  const product = await startTestProduct();
  const browser = await openBrowser();
  const scripts = new Map<string, { origin: string; gzip: number; raw: number }>();
  browser.page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => undefined);
    if (!body) return;
    scripts.set(response.url(), {
      origin: new URL(response.url()).origin,
      raw: body.length,
      gzip: gzipBytes(body),
    });
  });
  let askedBeforeRows = new Set<string>();
  try {
    await openSignedIn(browser.page, product);
    await readySlot(browser.page, 'mailbox').waitFor({ timeout: 30_000 });
    await browser.page.waitForLoadState('networkidle');
    askedBeforeRows = new Set(
      await browser.page.evaluate((mark) => {
        const rowsAt = performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? Infinity;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= rowsAt)
          .map((entry) => entry.name);
      }, ROWS_VISIBLE_MARK),
    );
  } finally {
    await browser.close();
    await product.close();
  }
  const originOf = (app: AppName) => product.servers[app].origin;
  const report = (title: string, beforeRows: boolean) => {
    const byApp = appNames.map((app) => {
      const files = [...scripts.entries()]
        .filter(([, script]) => script.origin === originOf(app))
        .filter(([url]) => askedBeforeRows.has(url) === beforeRows)
        .map(([, script]) => script);
      return {
        app,
        files: files.length,
        raw: files.reduce((sum, file) => sum + file.raw, 0),
        gzip: files.reduce((sum, file) => sum + file.gzip, 0),
      };
    });
    console.log(`\n${title} (gzip level 9):`);
    for (const { app, files, raw, gzip } of byApp) {
      if (files === 0) continue;
      console.log(
        `  ${app.padEnd(13)} ${String(files).padStart(3)} files ${kib(raw).padStart(10)} raw ${kib(gzip).padStart(10)} gzip`,
      );
    }
    return byApp
      .filter(({ app }) => app === 'shell' || app === 'mailbox')
      .reduce((sum, { gzip }) => sum + gzip, 0);
  };
  const firstScreen = report('JavaScript asked for before the first mailbox rows show', true);
  const afterRows = report('JavaScript asked for after the first rows, at idle', false);
  console.log(`\nShell + mailbox after the first rows: ${kib(afterRows)}`);
  return firstScreen;
}

async function main() {
  if (!process.argv.includes('--no-build')) await buildAll({ quiet: true });
  const duplicates = reportRemoteEntries();
  // What loads after the rows, or after a few seconds without them (the session keeper, the
  // calendar), counts only when the rows come late: a busy machine adds it, never takes away. So a
  // measure over budget is taken again, and the smallest of the runs is the first screen.
  let firstScreen = await measureFirstScreen();
  for (let run = 2; run <= MEASURES_WHEN_OVER && firstScreen > FIRST_SCREEN_BUDGET_BYTES; run++) {
    console.log(`
Over budget: measuring again (run ${run} of ${MEASURES_WHEN_OVER}).`);
    firstScreen = Math.min(firstScreen, await measureFirstScreen());
  }
  console.log(
    `\nFirst screen (shell + mailbox): ${firstScreen} bytes gzip = ${kib(firstScreen)}; budget ${kib(FIRST_SCREEN_BUDGET_BYTES)}`,
  );
  let ok = true;
  if (firstScreen > FIRST_SCREEN_BUDGET_BYTES) {
    console.error('Over budget.');
    ok = false;
  }
  if (duplicates.size) {
    console.error('The federation runtime (and any code) should ship once, in the shell.');
    ok = false;
  }
  process.exitCode = ok ? 0 : 1;
}

void main();
