import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@mail/contracts';
import { apps, distDir, repoRoot } from '../../scripts/lib/apps';
import { startStaticServer } from '../../scripts/lib/static-server';
import type { BrowserSession } from '../support/browser';
import { openSignedIn, readySlot } from '../support/product';
import { REBUILD_TEST_TIMEOUT_MS, remoteBuilds } from '../support/remote-builds';
import { productAndBrowserPerTest } from '../support/session';

const session = productAndBrowserPerTest();

test('the shell finds its remotes in the run-time config: no remote URL is in its build', async () => {
  const shellDist = distDir('shell');
  const builtText = readdirSync(shellDist)
    .filter((file) => /\.(js|html)$/.test(file))
    .map((file) => readFileSync(path.join(shellDist, file), 'utf8'))
    .join('\n');
  expect(builtText).not.toMatch(/localhost:30\d\d/);
  for (const { entry } of Object.values(session.product.config.remotes)) {
    expect(builtText).not.toContain(new URL(entry).host);
  }

  await openSignedIn(session.browser.page, session.product);
  await readySlot(session.browser.page, 'mailbox').waitFor();
  await readySlot(session.browser.page, 'calendar').waitFor();
});

test('remotes load lazily: the conversation remote is fetched only after the mailbox shows its rows, at idle', async () => {
  const { page } = session.browser;
  const conversationOrigin = new URL(session.product.config.remotes.conversation.entry).origin;
  const rowsShownAt = () =>
    page.evaluate(() => performance.getEntriesByName('mailbox:rows-visible', 'mark')[0]?.startTime);
  const conversationFetchesAt = () =>
    page.evaluate(
      (origin) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.startsWith(origin))
          .map((entry) => entry.startTime),
      conversationOrigin,
    );

  await openSignedIn(page, session.product);
  await readySlot(page, 'mailbox').locator('[data-mail-row]').first().waitFor();
  await page.waitForFunction(
    (origin) => performance.getEntriesByType('resource').some((e) => e.name.startsWith(origin)),
    conversationOrigin,
  );
  const rowsAt = await rowsShownAt();
  const fetchedAt = await conversationFetchesAt();
  expect(rowsAt).toBeDefined();
  expect(fetchedAt.length).toBeGreaterThan(0);
  expect(Math.min(...fetchedAt)).toBeGreaterThanOrEqual(rowsAt ?? Infinity);

  // Opening a conversation then finds its code loaded.
  await page.evaluate(() => {
    history.pushState({}, '', '/email/some-thread/some-message');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await readySlot(page, 'conversation').waitFor();
});

test('the calendar and its sanitizer (DOMPurify) are not requested before the mailbox’s first rows', async () => {
  const { page } = session.browser;
  const calendarOrigin = new URL(session.product.config.remotes.calendar.entry).origin;
  await openSignedIn(page, session.product);
  await readySlot(page, 'calendar').waitFor();
  const { rowsAt, scripts } = await page.evaluate(() => ({
    rowsAt: performance.getEntriesByName('mailbox:rows-visible', 'mark')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map(({ name, startTime }) => ({ url: name, startTime })),
  }));
  expect(rowsAt).toBeDefined();
  const before = scripts.filter(({ startTime }) => startTime < (rowsAt ?? 0));
  const after = scripts.filter(({ startTime }) => startTime >= (rowsAt ?? 0));
  expect(before.length).toBeGreaterThan(0);
  expect(before.filter(({ url }) => url.startsWith(calendarOrigin))).toEqual([]);
  expect(after.filter(({ url }) => url.startsWith(calendarOrigin)).length).toBeGreaterThan(0);
  // DOMPurify is bundled into a chunk whose name does not say so: read what was fetched.
  const textsBefore = await Promise.all(
    before.map(async ({ url }) => ({ url, text: await (await fetch(url)).text() })),
  );
  expect(
    textsBefore.filter(({ text }) => text.includes('DOMPurify')).map(({ url }) => url),
  ).toEqual([]);
});

test('with the mailbox down, the calendar still loads on its own', async () => {
  const mailboxPort = session.product.servers.mailbox.port;
  await session.product.servers.mailbox.close();
  try {
    await openSignedIn(session.browser.page, session.product);
    await readySlot(session.browser.page, 'calendar').waitFor({ timeout: 20_000 });
  } finally {
    session.product.servers.mailbox = await startStaticServer({
      root: distDir('mailbox'),
      port: mailboxPort,
    });
  }
});

test('a remote that is down fails in its own slot, with Retry, and comes back by itself once its server is back', async () => {
  const calendarPort = session.product.servers.calendar.port;
  await session.product.servers.calendar.close();
  try {
    await openSignedIn(session.browser.page, session.product);
    const failed = session.browser.page.locator(
      '[data-remote-slot="calendar"][data-remote-state="failed"]',
    );
    await failed.waitFor({ timeout: 20_000 });
    await expect(failed.getByRole('alert').textContent()).resolves.toContain(
      'The calendar is unavailable right now.',
    );
    // The rest of the product works meanwhile.
    await readySlot(session.browser.page, 'mailbox').waitFor();
    // Its own tries (about 1 s, 2 s, 4 s apart) leave the message and Retry in place.
    await session.browser.page.waitForTimeout(4000);
    await expect(failed.getByRole('button', { name: 'Retry' }).isVisible()).resolves.toBe(true);
    await session.browser.page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
  } finally {
    session.product.servers.calendar = await startStaticServer({
      root: distDir('calendar'),
      port: calendarPort,
    });
  }
  // No click: the slot keeps asking, with back-off (at most 30 s apart).
  await readySlot(session.browser.page, 'calendar').waitFor({ timeout: 40_000 });
  // No page reload happened: the marker set before the retry is still there.
  await expect(
    session.browser.page.evaluate(
      () => (window as unknown as { sameDocument?: boolean }).sameDocument,
    ),
  ).resolves.toBe(true);
});

/** The calendar's ./MonthCalendar chunk, as first asked for and as retried (`?retry=n`). */
const MONTH_CHUNK = /\/__federation_expose_MonthCalendar\.[0-9a-f]+\.js(\?|$)/;
/** That chunk's stylesheet. */
const MONTH_STYLESHEET = /\/__federation_expose_MonthCalendar\.[0-9a-f]+\.css(\?|$)/;

interface ScriptElement {
  src: string;
  integrity: string;
  crossOrigin: string | null;
  /** Set by a bundle's own chunk loader (`<app>:chunk-<id>`). */
  loader: string | null;
}

/**
 * Fails the first `failures` requests for the files `pattern` matches on the way to the calendar's
 * server (a refused connection, then a 503, in turn); answers the list of requests made.
 */
async function blink(pattern: RegExp, failures: number): Promise<string[]> {
  const requests: string[] = [];
  await session.browser.page.route(pattern, async (route) => {
    requests.push(route.request().url());
    if (requests.length > failures) return route.continue();
    return requests.length % 2 === 1
      ? route.abort('connectionrefused')
      : route.fulfill({ status: 503, body: 'calendar is restarting' });
  });
  return requests;
}

/** blink() for the month chunk, recording also each <script> the page made for it. */
async function blinkMonthChunk(failures: number) {
  await session.browser.context.addInitScript((pattern) => {
    const chunk = new RegExp(pattern);
    const seen: ScriptElement[] = [];
    Object.assign(window, { monthChunkScripts: seen });
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (node instanceof HTMLScriptElement && chunk.test(node.src)) {
          seen.push({
            src: node.src,
            integrity: node.integrity,
            crossOrigin: node.crossOrigin,
            loader: node.getAttribute('data-rspack'),
          });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, MONTH_CHUNK.source);
  const requests = await blink(MONTH_CHUNK, failures);
  const scripts = () =>
    session.browser.page.evaluate(
      () => (window as unknown as { monthChunkScripts: ScriptElement[] }).monthChunkScripts,
    );
  return { requests, scripts };
}

async function openMonthView(page: BrowserSession['page']) {
  await readySlot(page, 'calendar').getByRole('button', { name: 'Open month calendar' }).click();
  return page.getByRole('dialog', { name: 'Month calendar' });
}

test('a remote’s code chunk is asked for again: the month view opens although its first two requests fail', async () => {
  const { page } = session.browser;
  const blink = await blinkMonthChunk(2);
  await openSignedIn(page, session.product);
  const month = await openMonthView(page);
  await month.locator('.cal-month').getByRole('heading').first().waitFor({ timeout: 10_000 });
  expect(blink.requests.map((url) => new URL(url).searchParams.get('retry'))).toEqual([
    null,
    '1',
    '2',
  ]);
  // The first request may be the federation runtime's own early load of the exposed module's
  // files (the calendar's loader then waits on that script); every retry is the calendar's loader's
  // script, pinned the same way each time.
  const retried = (await blink.scripts()).filter(({ src }) =>
    new URL(src).searchParams.has('retry'),
  );
  expect(retried).toHaveLength(2);
  expect(retried.map(({ loader }) => loader)).toEqual([
    expect.stringMatching(/^calendar:chunk-/),
    retried[0]?.loader,
  ]);
  expect(retried[1]).toMatchObject({
    integrity: retried[0]?.integrity,
    crossOrigin: retried[0]?.crossOrigin,
  });
});

test('a remote’s stylesheet is asked for again: the month view gets its styles although their first two requests fail', async () => {
  const { page } = session.browser;
  const requests = await blink(MONTH_STYLESHEET, 2);
  await openSignedIn(page, session.product);
  const month = await openMonthView(page);
  await month.locator('.cal-month').getByRole('heading').first().waitFor();
  await page.waitForFunction(
    () => getComputedStyle(document.querySelector('.cal-month') as Element).position === 'fixed',
    undefined,
    { timeout: 10_000 },
  );
  expect(requests.map((url) => new URL(url).searchParams.get('retry'))).toEqual([null, '1', '2']);
});

test('a remote’s code chunk that fails every time ends in its slot’s message, with Retry', async () => {
  const { page } = session.browser;
  const blink = await blinkMonthChunk(Infinity);
  await openSignedIn(page, session.product);
  const month = await openMonthView(page);
  const failed = month.locator('[data-remote-slot="calendar"][data-remote-state="failed"]');
  await failed.waitFor({ timeout: 15_000 });
  await expect(failed.getByRole('alert').textContent()).resolves.toContain(
    'The month calendar is unavailable right now.',
  );
  // The first request and the policy's three retries, then no more.
  expect(blink.requests).toHaveLength(4);
  // The rest of the page is still there, and once the chunk is served again, Retry opens the month.
  await readySlot(page, 'mailbox').waitFor();
  await page.unroute(MONTH_CHUNK);
  await failed.getByRole('button', { name: 'Retry' }).click();
  await month.locator('.cal-month').getByRole('heading').first().waitFor();
  await readySlot(page, 'calendar').first().waitFor();
});

interface SharedInPage {
  versions: string[];
  from: string[];
  useIn: string[];
}

/** What the Module Federation share scope of the page holds for one package, across all hosts. */
function sharedInPage(page: BrowserSession['page'], pkg: string): Promise<SharedInPage> {
  return page.evaluate((name) => {
    type Entry = { loaded?: boolean; from: string; useIn: string[] };
    const share = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const entries = Object.values(share)
      .flatMap((scopes) => Object.values(scopes))
      .flatMap((packages) => Object.entries(packages[name] ?? {}))
      .filter(([, entry]) => entry.loaded);
    return {
      versions: entries.map(([version]) => version),
      from: entries.map(([, entry]) => entry.from),
      useIn: [...new Set(entries.flatMap(([, entry]) => entry.useIn))].sort(),
    };
  }, pkg);
}

test('one React and one event bus serve the shell, the mailbox and the calendar', async () => {
  // React DOM registers each copy of itself with the DevTools hook: count the registrations.
  await session.browser.context.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.assign(globalThis, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        inject: (renderer: unknown) => renderers.set(renderers.size + 1, renderer).size,
        onCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
      },
    });
  });
  await openSignedIn(session.browser.page, session.product);
  await readySlot(session.browser.page, 'mailbox').waitFor();
  await readySlot(session.browser.page, 'calendar').waitFor();

  for (const pkg of ['react', 'react/jsx-runtime', '@mail/event-bus', '@mail/gmail-client']) {
    const shared = await sharedInPage(session.browser.page, pkg);
    expect({ pkg, versions: shared.versions.length, from: shared.from }).toEqual({
      pkg,
      versions: 1,
      from: ['shell'],
    });
    expect(shared.useIn).toEqual(expect.arrayContaining(['calendar', 'mailbox', 'shell']));
  }
  expect((await sharedInPage(session.browser.page, 'react-dom')).versions).toHaveLength(1);
  await expect(
    session.browser.page.evaluate(
      () =>
        (
          globalThis as unknown as {
            __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> };
          }
        ).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    ),
  ).resolves.toBe(1);
  // Nothing the first screen loads is refused (CSP, a missing file, a failed call).
  expect(session.browser.consoleErrors).toEqual([]);
  // Every copy of @mail/event-bus would find the same channel on its versioned global key.
  await expect(
    session.browser.page.evaluate(
      () => typeof (globalThis as Record<symbol, unknown>)[Symbol.for('@mail/event-bus/v1')],
    ),
  ).resolves.toBe('object');
});

describe('a remote shipped alone', () => {
  const builds = remoteBuilds();
  const shipped = new Set<RemoteName>();
  /** A remote team's change, rebuilt and shipped alone; the repository's build is back after the test. */
  async function ship(app: RemoteName, file: string, content: string): Promise<void> {
    shipped.add(app);
    await session.product.publishRemote(app, await builds.rebuild(app, file, content));
  }
  afterEach(async () => {
    for (const app of shipped) await session.product.publishRemote(app, distDir(app));
    shipped.clear();
  });

  test(
    'a rebuilt compose remote shipped alone is the popup of the unchanged shell after a reload',
    async () => {
      const { page } = session.browser;
      const popup = (name: string) => page.getByRole('dialog', { name });
      await openSignedIn(page, session.product);
      await readySlot(page, 'mailbox').waitFor();
      await page.keyboard.press('c');
      await popup('New Message').waitFor();

      const title = 'New Message, redeployed';
      await ship(
        'compose',
        'src/compose-titles.ts',
        `export const composeTitles = { new: ${JSON.stringify(title)}, reply: 'Reply', replyAll: 'Reply all', forward: 'Forward' };\n`,
      );
      await page.reload();
      await readySlot(page, 'mailbox').waitFor();
      await page.keyboard.press('c');
      await popup(title).waitFor();
    },
    REBUILD_TEST_TIMEOUT_MS,
  );

  test(
    'a remote built for an incompatible major of a shared package is refused at load: its slot names the package and both versions',
    async () => {
      const { page } = session.browser;
      const readPackage = (dir: string) =>
        JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
          version: string;
          dependencies: Record<string, string>;
        };
      const pageVersion = readPackage(path.join(repoRoot, 'packages/event-bus')).version;
      const nextMajor = `^${Number(pageVersion.split('.')[0]) + 1}.0.0`;
      const calendarPackage = readPackage(apps.calendar);
      calendarPackage.dependencies['@mail/event-bus'] = `workspace:${nextMajor}`;
      await ship('calendar', 'package.json', `${JSON.stringify(calendarPackage, null, 2)}\n`);

      await openSignedIn(page, session.product);
      const alert = page.locator('[data-remote-slot="calendar"]').getByRole('alert');
      await alert.waitFor({ timeout: 30_000 });
      await expect(alert.textContent()).resolves.toBe(
        'The calendar cannot run with this version of the app.' +
          `It was built for @mail/event-bus ${nextMajor} and this page has ${pageVersion}. ` +
          'It works again once compatible versions are deployed.',
      );
      // The rest of the product works meanwhile.
      await readySlot(page, 'mailbox').locator('[data-mail-row]').first().waitFor();
    },
    REBUILD_TEST_TIMEOUT_MS,
  );
});
