import type { RunningGoogleHosts } from '@mail/emulator';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { googleHostsChromiumArgs } from '../../scripts/lib/google-stand-in';
import { chromiumArgs, findChromium } from './chromium';
import {
  describeCspViolation,
  recordCspViolations,
  type RecordedCspViolations,
} from './csp-violations';

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Messages the page logged as errors, for assertions and failure output. */
  consoleErrors: string[];
  /** Content-Security-Policy violations in the product's documents, its own apart from parsed mail. */
  cspViolations: RecordedCspViolations;
  /** Closes the context; fails (the test) when the product violated its policy meanwhile. */
  close(): Promise<void>;
}

declare global {
  /** Read by failure-report-environment.cjs when a test fails. */
  var describeOpenPagesForFailure: (() => Promise<string>) | undefined;
}

const openSessions = new Set<OpenSession>();
globalThis.describeOpenPagesForFailure = async () =>
  (await Promise.all([...openSessions].map((session) => session.describe()))).join('\n\n');

const MAX_PROBLEMS = 40;
const MAX_TEXT = 1500;

interface OpenSession {
  describe(): Promise<string>;
}

/** Each page's address and visible text, with what went wrong in the browser, as plain lines. */
function describer(
  context: BrowserContext,
  problems: string[],
  cspViolations: RecordedCspViolations,
): OpenSession {
  // A hung page must not hang the report.
  const pageText = async (page: Page) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve('(the page did not answer)'), 3000);
    });
    try {
      return await Promise.race([page.evaluate(() => document.body?.innerText ?? ''), timeout]);
    } catch (error) {
      return `(unreadable: ${String(error)})`;
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    async describe() {
      const pages = await Promise.all(
        context.pages().map(async (page) => {
          const text = (await pageText(page)).replace(/\s+/g, ' ').trim();
          return `page ${page.url()}\n  text: ${text.slice(0, MAX_TEXT) || '(none)'}`;
        }),
      );
      const csp = [
        ...cspViolations.product.map((v) => `CSP: ${describeCspViolation(v)}`),
        ...cspViolations.parsedMarkup.map((v) => `CSP (parsed markup): ${describeCspViolation(v)}`),
      ];
      const recent = [...problems, ...csp].slice(-MAX_PROBLEMS).map((problem) => `  ${problem}`);
      return [...pages, recent.length ? `problems:\n${recent.join('\n')}` : 'problems: none'].join(
        '\n',
      );
    },
  };
}

export interface BrowserOptions {
  /**
   * The product registers a service worker after the first rows. Its requests are out of reach of
   * `page.route` and it answers from its cache, so tests that shape the network would not see what
   * they test: it is blocked unless a test is about it (offline reading).
   */
  serviceWorkers?: 'allow' | 'block';
  /**
   * Google mode against the stand-in (RunningEmulator.googleHosts): Google's names resolve to it and
   * its certificate is trusted, so the page meets "Google" as on the internet, unpatched.
   */
  googleHosts?: RunningGoogleHosts;
  /**
   * Playwright turns Chromium's pop-up blocker off; 'blocker' keeps it, so a window opened without a
   * user's gesture is refused as in an everyday browser.
   */
  popups?: 'allow' | 'blocker';
}

/**
 * Inside a jest test file, one Chromium per set of launch flags serves all the file's tests and is
 * closed after them: starting Chromium costs far more than a context, and every context is as empty
 * as a new profile (its own storage, cache, service workers and cookies). Elsewhere (the benches) each
 * browser session has a Chromium of its own, closed with it.
 */
const sharedInTestFile = typeof afterAll === 'function';
const launched = new Map<string, Promise<Browser>>();
if (sharedInTestFile) {
  afterAll(async () => {
    const browsers = await Promise.allSettled(launched.values());
    launched.clear();
    await Promise.all(
      browsers.map((browser) =>
        browser.status === 'fulfilled' ? browser.value.close() : undefined,
      ),
    );
  });
}

function chromiumWith(args: string[], ignoreDefaultArgs: string[] | undefined): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error('Chromium not found: run `apt-get install -y chromium` or set CHROMIUM_PATH.');
  }
  const launch = () => chromium.launch({ executablePath, headless: true, args, ignoreDefaultArgs });
  if (!sharedInTestFile) return launch();
  const key = JSON.stringify([args, ignoreDefaultArgs]);
  let browser = launched.get(key);
  if (!browser) {
    browser = launch();
    launched.set(key, browser);
  }
  return browser;
}

/** A fresh, empty browser context (as a new profile) in headless Chromium, for one test. */
export async function openBrowser({
  serviceWorkers = 'block',
  googleHosts,
  popups = 'allow',
}: BrowserOptions = {}): Promise<BrowserSession> {
  const browser = await chromiumWith(
    googleHosts ? [...chromiumArgs, ...googleHostsChromiumArgs(googleHosts)] : chromiumArgs,
    popups === 'blocker' ? ['--disable-popup-blocking'] : undefined,
  );
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const consoleErrors: string[] = [];
  const problems: string[] = [];
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    consoleErrors.push(message.text());
    problems.push(`console error: ${message.text()}`);
  });
  context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
  context.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  context.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  const cspViolations = await recordCspViolations(context);
  const session = describer(context, problems, cspViolations);
  openSessions.add(session);
  return {
    context,
    page,
    consoleErrors,
    cspViolations,
    close: async () => {
      openSessions.delete(session);
      await context.close();
      if (!sharedInTestFile) await browser.close();
      if (cspViolations.product.length > 0) {
        const list = cspViolations.product.map(describeCspViolation).join('\n');
        throw new Error(`The product broke its Content-Security-Policy:\n${list}`);
      }
    },
  };
}
