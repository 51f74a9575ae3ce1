import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findChromium } from '../e2e/support/chromium';
import { aptInstall } from './lib/apt';
import { ensureNginx } from './lib/nginx';
import { repoRoot } from './lib/apps';
import { checkDependencies } from './lib/dependency-check';
import { runWatchingExit } from './lib/exit-watch';

// `pnpm test`: type check, lint, dependency check, production build and size budget in turn, unit
// tests beside them, then browser tests; every step runs even when an earlier one failed, so one run
// shows everything. The last line counts unit and browser tests together: `tests: N passed, N failed`.

const resultsDir = path.join(repoRoot, '.test-results');
const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name);

/** How long jest may take to exit after writing its results; more means a test left something running. */
const JEST_EXIT_GRACE_MS = 30_000;

interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
}

async function timed(name: string, action: () => Promise<boolean> | boolean): Promise<StepResult> {
  const started = Date.now();
  const ok = await action();
  return { name, ok, seconds: (Date.now() - started) / 1000 };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(false);
    });
    child.on('exit', (code) => resolve(code === 0));
  });
}

/**
 * A jest run that ends when its tests have; one that does not is stopped, fails, and is run again with
 * `--detectOpenHandles` so the log names what a test left running (a timer, a socket, a request).
 */
async function runJest(args: string[], resultsFile: string, logFile?: string): Promise<boolean> {
  const watched = { resultsFile, graceMs: JEST_EXIT_GRACE_MS, cwd: repoRoot, logFile };
  const { ok, hung } = await runWatchingExit(bin('jest'), args, watched);
  if (!hung) return ok;
  console.error(
    `jest was still running ${JEST_EXIT_GRACE_MS / 1000} s after its last test; ` +
      'running it again with --detectOpenHandles to name what kept it alive:',
  );
  await run(bin('jest'), [
    ...args.filter((arg) => arg !== '--json' && !arg.startsWith('--outputFile')),
    '--detectOpenHandles',
    '--forceExit',
  ]);
  return false;
}

/** Finds Chromium, or installs Debian's when this is a fresh machine and we may. */
function ensureChromium(): boolean {
  if (findChromium()) return true;
  console.log('Chromium is missing: installing Debian’s chromium package…');
  if (!aptInstall('chromium')) {
    console.error('Could not install chromium; install it, or set CHROMIUM_PATH.');
    return false;
  }
  return Boolean(findChromium());
}

/** The repository's own pnpm (package.json's packageManager), run through npx. */
function pnpmCommand(): string[] {
  const { packageManager } = JSON.parse(
    readFileSync(path.join(repoRoot, 'package.json'), 'utf8'),
  ) as { packageManager: string };
  return ['npx', '--yes', packageManager];
}

interface JestSummary {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
  testResults: { assertionResults: { status: string; fullName: string }[] }[];
}

const NOTHING_RUN: JestSummary = {
  numPassedTests: 0,
  numFailedTests: 0,
  numRuntimeErrorTestSuites: 0,
  testResults: [],
};

function readJestSummary(file: string): JestSummary {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as JestSummary;
  } catch {
    return {
      numPassedTests: 0,
      numFailedTests: 0,
      numRuntimeErrorTestSuites: 1,
      testResults: [],
    };
  }
}

/** Skipped tests name their reason in the title: listed, never counted as passed. */
function skippedTitles(summary: JestSummary): string[] {
  return summary.testResults.flatMap((file) =>
    file.assertionResults.filter((test) => test.status === 'pending').map((test) => test.fullName),
  );
}

/**
 * The browser tests that also run against nginx (`E2E_SERVER=nginx`): what a server adds (headers,
 * caching, the service worker's pins and the offline start it serves), and a remote shipped alone
 * through the deployment nginx serves.
 */
const NGINX_TESTS = [
  'security-headers',
  'caching',
  'service-worker-integrity',
  'offline',
  'deployment',
].map((name) => `e2e/tests/${name}.e2e.ts`);

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  const steps: StepResult[] = [];
  const step = async (name: string, action: () => Promise<boolean> | boolean) => {
    console.log(`\n=== ${name}`);
    steps.push(await timed(name, action));
  };
  const unitResults = path.join(resultsDir, 'unit.json');
  const browserResults = path.join(resultsDir, 'browser.json');
  const nginxResults = path.join(resultsDir, 'browser-nginx.json');
  // A run that cannot write its results must not be read as an earlier run's.
  for (const file of [unitResults, browserResults, nginxResults]) rmSync(file, { force: true });

  // Jest gives the unit tests one of the machine's two cores; the checks and the build take the
  // other meanwhile. The unit run's output waits in a file and is printed whole when it ends.
  const unitLog = path.join(resultsDir, 'unit.log');
  const unitTests = timed('unit tests', async () => {
    const ok = await runJest(
      ['--ci', '--json', `--outputFile=${unitResults}`],
      unitResults,
      unitLog,
    );
    console.log(`\n=== unit tests\n${readFileSync(unitLog, 'utf8')}`);
    return ok;
  });
  const checks: StepResult[] = [];
  const inTurn = async (name: string, action: () => Promise<boolean> | boolean) => {
    console.log(`\n=== ${name}`);
    checks.push(await timed(name, action));
  };
  await inTurn('type check', () => run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']));
  await inTurn('lint', async () => {
    const eslint = await run(bin('eslint'), ['.', '--max-warnings', '0']);
    const prettier = await run(bin('prettier'), ['--check', '.', '--log-level', 'warn']);
    return eslint && prettier;
  });
  await inTurn('dependency check', () => checkDependencies(pnpmCommand(), repoRoot));
  await inTurn('build', () => run(bin('tsx'), ['scripts/build.ts']));
  await inTurn('size budget', () => run(bin('tsx'), ['scripts/size-budget.ts', '--no-build']));
  steps.push(...checks, await unitTests);
  const runBrowserJest = (resultsFile: string, files: string[] = []) =>
    runJest(
      [
        '-c',
        'e2e/jest.config.cjs',
        '--ci',
        '--runInBand',
        '--json',
        `--outputFile=${resultsFile}`,
        ...files,
      ],
      resultsFile,
    );
  await step('browser tests', () => ensureChromium() && runBrowserJest(browserResults));

  let ranOnNginx = false;
  await step('browser tests on nginx', async () => {
    if (!ensureNginx()) {
      console.log('skipped: nginx not installed, could not install');
      return true;
    }
    ranOnNginx = true;
    // The tests of what a server adds (headers, caching, the service worker's pins) and of shipping
    // a remote alone, on the deployment nginx serves; the rest of the suite does not depend on the server.
    process.env.E2E_SERVER = 'nginx';
    try {
      return await runBrowserJest(nginxResults, NGINX_TESTS);
    } finally {
      delete process.env.E2E_SERVER;
    }
  });

  const unit = readJestSummary(unitResults);
  const browser = readJestSummary(browserResults);
  // Skipped where nginx could not be installed: no results to read, and none missing.
  const onNginx = ranOnNginx ? readJestSummary(nginxResults) : NOTHING_RUN;
  console.log('\n=== summary');
  for (const { name, ok, seconds } of steps) {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(14)} ${seconds.toFixed(1)} s`);
  }
  console.log(`unit tests: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`);
  console.log(`browser tests: ${browser.numPassedTests} passed, ${browser.numFailedTests} failed`);
  console.log(`on nginx: ${onNginx.numPassedTests} passed, ${onNginx.numFailedTests} failed`);
  const skipped = [unit, browser, onNginx].flatMap(skippedTitles);
  console.log(`skipped: ${skipped.length}`);
  for (const title of skipped) console.log(`  - ${title}`);
  // A failed check that is not a jest run (type check, lint, dependencies, build, size budget), a test file that
  // could not run, or a jest run that failed with no failed test (it did not end) counts as one
  // failure, so the last line never reads "0 failed" on a failing run.
  const summaries: Record<string, JestSummary> = {
    'unit tests': unit,
    'browser tests': browser,
    'browser tests on nginx': onNginx,
  };
  const testFailures = (summary: JestSummary) =>
    summary.numFailedTests + summary.numRuntimeErrorTestSuites;
  const failedChecks = steps.filter((s) => {
    const summary = summaries[s.name];
    return !s.ok && (!summary || testFailures(summary) === 0);
  }).length;
  const passed = unit.numPassedTests + browser.numPassedTests + onNginx.numPassedTests;
  const failed = testFailures(unit) + testFailures(browser) + testFailures(onNginx) + failedChecks;
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exitCode = steps.every((s) => s.ok) ? 0 : 1;
}

void main();
