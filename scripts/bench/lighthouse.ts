// Lighthouse's mobile audit (its default: a simulated slow 4G phone) of the signed-in mailbox,
// driving the same Chromium as the rest of the bench through a debugging port.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../../e2e/support/chromium';
import { openSignedIn, type RunningProduct } from '../../e2e/support/product';

export interface LighthouseFigures {
  /** The performance category, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  /** What the largest paint was of, as Lighthouse labels the element ("Design review: …"). */
  lcpElement?: string;
}

/** The audit's details: a list whose first table's first row is the LCP element. */
interface LcpElementDetails {
  items?: { items?: { node?: { nodeLabel?: string } }[] }[];
}

/** Chromium writes the debugging port it picked into its profile. */
async function debuggingPort(profile: string): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const written = await readFile(path.join(profile, 'DevToolsActivePort'), 'utf8').catch(
      () => '',
    );
    const port = Number(written.split('\n')[0]);
    if (port > 0) return port;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not say which debugging port it listens on');
}

/**
 * One Lighthouse run on a fresh profile holding only the sign-in token (the mailbox never loaded:
 * no HTTP cache, no cached rows).
 */
export async function runLighthouse(product: RunningProduct): Promise<LighthouseFigures> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found (set CHROMIUM_PATH)');
  const profile = await mkdtemp(path.join(tmpdir(), 'mail-bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [...chromiumArgs, '--remote-debugging-port=0'],
    serviceWorkers: 'block',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await openSignedIn(page, product, '/oauth-callback.html');
    const { default: lighthouse } = await import('lighthouse');
    const result = await lighthouse(product.shellUrl, {
      port: await debuggingPort(profile),
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keeps the token in local storage; the profile has no cache to clear.
      disableStorageReset: true,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    return {
      score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      lcpElement: (lhr.audits['largest-contentful-paint-element']?.details as LcpElementDetails)
        ?.items?.[0]?.items?.[0]?.node?.nodeLabel,
    };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
