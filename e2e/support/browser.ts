import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium';

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Messages the page logged as errors, for assertions and failure output. */
  consoleErrors: string[];
  close(): Promise<void>;
}

/** A fresh headless Chromium with an empty profile, removed on close. */
export async function openBrowser(): Promise<BrowserSession> {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error('Chromium not found: run `apt-get install -y chromium` or set CHROMIUM_PATH.');
  }
  const profile = await mkdtemp(path.join(tmpdir(), 'mail-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: chromiumArgs,
    viewport: { width: 1280, height: 800 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const consoleErrors: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return {
    context,
    page,
    consoleErrors,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
