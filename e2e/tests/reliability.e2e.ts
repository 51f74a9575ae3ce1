import type { RemoteName } from '@mail/contracts';
import type { FaultSettings } from '@mail/emulator';
import { distDir } from '../../scripts/lib/apps';
import { startStaticServer } from '../../scripts/lib/static-server';
import { gmailApi, revokeToken } from '../support/gmail-api';
import { openSignedIn, readySlot, waitForMailboxRows } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Issue 14: under the stand-in's faults the product never goes blank, never loses or mixes up a row,
// says what is happening in the shell's one status line while the fault lasts, and has the rows back
// by itself once the fault ends. Each test leaves Important on screen, puts a fault on, and opens
// Others (so the rows must come from a load made during the fault). How soon (the target is 3 s) is a
// figure each test prints, not a limit: a busy machine must not fail a test for being slow.

const session = productAndBrowserPerTest();

/**
 * Back by itself: by the client's own retry, probe or reload, well before the once-a-minute refresh
 * (or a user) could have brought the rows.
 */
const BY_ITSELF_MS = 20_000;
const INBOX = { labelIds: ['INBOX'] };
const IMPORTANT = { labelIds: ['IMPORTANT', 'INBOX'] };

const emulator = () => session.product.emulator!;
const page = () => session.browser.page;
const mailbox = () => page().locator('[data-remote-slot="mailbox"]');
const tab = (name: string) => mailbox().getByRole('tab', { name });
const statusLine = () => page().locator('.connection-status__text');
const noFaults: Partial<FaultSettings> = {
  errorRates: {},
  dropRate: 0,
  failNext: [],
  latencyMs: 0,
  pathFilter: null,
};

/** The first page of thread ids for a view's filter, from the stand-in's own API. */
async function listedIds(filter: { labelIds: string[] }): Promise<string[]> {
  const query = new URLSearchParams({ maxResults: '25' });
  for (const labelId of filter.labelIds) query.append('labelIds', labelId);
  const answer = await gmailApi<gapi.client.gmail.ListThreadsResponse>(
    emulator(),
    `/threads?${query}`,
  );
  return (answer.threads ?? []).map((thread) => thread.id ?? '');
}

const shownIds = () =>
  mailbox()
    .locator('[data-mail-row]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-thread-id') ?? ''));

/** Waits until exactly `ids` are on screen, in order; answers how long that took. */
async function rowsShown(ids: string[], timeout = 30_000): Promise<number> {
  const start = Date.now();
  await waitForMailboxRows(page(), ids, { timeout });
  return Date.now() - start;
}

/** Every text the status line showed from now on, however briefly. */
async function recordStatusTexts(): Promise<() => Promise<string[]>> {
  await page().evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { statusTexts: string[] }).statusTexts = seen;
    const line = document.querySelector('.connection-status');
    if (!line) throw new Error('no status line');
    new MutationObserver(() => {
      const text = line.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(line, { subtree: true, childList: true, characterData: true });
  });
  return () => page().evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts);
}

/** Not blank: the mailbox's tabs, and rows or the spinner, are on screen; no error of its own. */
async function expectNotBlank(): Promise<void> {
  await expect(mailbox().getByRole('tablist').isVisible()).resolves.toBe(true);
  const rowsOrSpinner = await mailbox().locator('[data-mail-row], .spinner').count();
  expect(rowsOrSpinner).toBeGreaterThan(0);
  await expect(mailbox().getByRole('alert').count()).resolves.toBe(0);
}

/** During the fault Others shows its own rows or none (a spinner), never Important's. */
async function expectNoWrongRow(others: string[]): Promise<void> {
  const shown = await shownIds();
  expect(shown.every((id) => others.includes(id))).toBe(true);
}

async function openOnImportant(): Promise<{ others: string[] }> {
  await openSignedIn(page(), session.product);
  await rowsShown(await listedIds(IMPORTANT));
  const others = await listedIds(INBOX);
  expect(others).toHaveLength(25);
  return { others };
}

/** Ends the fault; the rows come back by itself, and the test prints how soon. */
async function endFaultAndExpectRecovery(others: string[]): Promise<void> {
  emulator().setFaults(noFaults);
  const recoveredIn = await rowsShown(others, BY_ITSELF_MS);
  console.log(`${expect.getState().currentTestName}: rows back ${recoveredIn} ms after the fault`);
}

async function expectStatusGone(): Promise<void> {
  await statusLine().waitFor({ state: 'detached', timeout: BY_ITSELF_MS });
}

test('429 storm with Retry-After 1 s: counts down, rows back by themselves once it ends', async () => {
  const { others } = await openOnImportant();
  const statusTexts = await recordStatusTexts();
  // Longer than the client's own retries (about 6 s), so the probe brings the page back.
  emulator().setFaults({ errorRates: { '429': 1 }, pathFilter: '^/gmail/' });
  await tab('Others').click();
  await statusLine().waitFor();
  await expect(statusLine().textContent()).resolves.toMatch(
    /^Google asked us to slow down: retrying (in \d s|now…)$/,
  );
  await page().waitForTimeout(8000);
  await expectNotBlank();
  await expectNoWrongRow(others);
  await expect(statusLine().isVisible()).resolves.toBe(true);

  await endFaultAndExpectRecovery(others);
  await expectStatusGone();
  // Never a stale "try again" sentence: only the status line spoke.
  expect(await statusTexts()).not.toContainEqual(expect.stringMatching(/try again/i));
});

test('429 with Retry-After 10 s: the countdown runs, rows back once the wait is over', async () => {
  const { others } = await openOnImportant();
  emulator().setFaults({
    pathFilter: '/threads$',
    failNext: [{ status: 429, count: 1, retryAfterSeconds: 10 }],
  });
  await tab('Others').click();
  await statusLine().waitFor();
  const waitEnds = Date.now() + 10_000;
  const first = await statusLine().textContent();
  // Google's 10 s, plus up to 0.5 s of jitter so that clients do not all come back at once.
  expect(first).toMatch(/^Google asked us to slow down: retrying in (11|10|9) s$/);
  await page().waitForTimeout(3000);
  await expect(statusLine().textContent()).resolves.toMatch(/retrying in [5-8] s$/);
  await expectNotBlank();
  await expectNoWrongRow(others);

  // The fault ends when Google's wait does: the client honours it (no rows before), then asks again.
  await rowsShown(others);
  const late = Date.now() - waitEnds;
  console.log(`Retry-After 10 s: rows back ${Math.max(0, late)} ms after the wait ended`);
  expect(late).toBeGreaterThanOrEqual(-1000);
  expect(late).toBeLessThanOrEqual(BY_ITSELF_MS);
  await expectStatusGone();
});

test('403 rateLimitExceeded: says so while it lasts, rows back by themselves once it ends', async () => {
  const { others } = await openOnImportant();
  emulator().setFaults({
    errorRates: { '403': 1 },
    rateLimitReason: 'rateLimitExceeded',
    pathFilter: '^/gmail/',
  });
  await tab('Others').click();
  await statusLine().waitFor();
  await expect(statusLine().textContent()).resolves.toMatch(/^Google asked us to slow down/);
  await page().waitForTimeout(5000);
  await expectNotBlank();
  await expectNoWrongRow(others);

  await endFaultAndExpectRecovery(others);
  await expectStatusGone();
});

test('403 dailyLimitExceeded: the status line says so, and a probe has the rows back once it ends', async () => {
  const { others } = await openOnImportant();
  // On every Gmail path, as Google answers a spent daily quota (the probe's path too).
  emulator().setFaults({
    errorRates: { '403': 1 },
    rateLimitReason: 'dailyLimitExceeded',
    pathFilter: '^/gmail/',
  });
  await tab('Others').click();
  await statusLine().waitFor();
  await expect(statusLine().textContent()).resolves.toMatch(
    /^Google's daily limit for this account is reached: trying again at \d/,
  );
  await expectNotBlank();
  await expectNoWrongRow(others);

  emulator().setFaults(noFaults);
  await rowsShown(others, BY_ITSELF_MS);
  await expectStatusGone();
});

test('403 dailyLimitExceeded on one batch part: the other 24 rows show with a notice, and the view comes back whole by itself', async () => {
  const { others } = await openOnImportant();
  emulator().setFaults({
    rateLimitReason: 'dailyLimitExceeded',
    failNext: [{ status: 403, count: 1 }],
    pathFilter: '^/gmail/v1/users/me/threads/',
  });
  await tab('Others').click();
  // The rows that loaded with the notice, read as one state (the probe's reload follows soon).
  const partial = await page().waitForFunction(
    () => {
      const slot = document.querySelector('[data-remote-slot="mailbox"]');
      if (!slot?.textContent?.includes('1 conversation could not be loaded')) return undefined;
      return [...slot.querySelectorAll('[data-mail-row]')].map(
        (row) => row.getAttribute('data-thread-id') ?? '',
      );
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  const shown = (await partial.jsonValue()) ?? [];
  expect(shown).toHaveLength(24);
  // The rows that loaded, in their order, none from another view.
  expect(shown).toEqual(others.filter((id) => shown.includes(id)));

  // A daily limit passes: the probe finds Google answering again and the view loads whole.
  await rowsShown(others, BY_ITSELF_MS);
  await expect(mailbox().getByText('1 conversation could not be loaded').count()).resolves.toBe(0);
  await expectStatusGone();
});

test('30 % 5xx: every row, in order; the status says Google has trouble while it retries', async () => {
  const { others } = await openOnImportant();
  const statusTexts = await recordStatusTexts();
  emulator().setFaults({ errorRates: { '500': 0.15, '503': 0.15 }, pathFilter: '^/gmail/' });
  await tab('Others').click();
  // Parts that fail are retried on their own: the page is whole, even during the fault.
  await rowsShown(others, 20_000);
  await expectNotBlank();
  expect(await statusTexts()).toContainEqual(
    expect.stringMatching(/^Google is having trouble: retrying (in \d s|now…)$/),
  );
  await endFaultAndExpectRecovery(others);
  await expectStatusGone();
});

test('a slow labels.get never holds rows back; the total arrives when it arrives', async () => {
  const { others } = await openOnImportant();
  emulator().setFaults({ latencyMs: 10_000, pathFilter: '/labels/' });
  await tab('Others').click();
  // The pager as the rows first show: no total yet, since labels.get answers 10 s after it is asked.
  const pagerWithFirstRows = await page().waitForFunction(
    (ids) => {
      const slot = document.querySelector('[data-remote-slot="mailbox"]');
      const shown = [...(slot?.querySelectorAll('[data-mail-row]') ?? [])].map((row) =>
        row.getAttribute('data-thread-id'),
      );
      if (JSON.stringify(shown) !== JSON.stringify(ids)) return undefined;
      return slot?.querySelector('.mb-pager__summary')?.textContent ?? '';
    },
    others,
    { polling: 'raf', timeout: 30_000 },
  );
  await expect(pagerWithFirstRows.jsonValue()).resolves.toBe('Showing 1-25');
  await page().waitForFunction(
    () =>
      /^Showing 1-25 of \d+ mails$/.test(
        document.querySelector('[data-remote-slot="mailbox"] .mb-pager__summary')?.textContent ??
          '',
      ),
    undefined,
    { timeout: 15_000 },
  );
  // A slow answer is no fault: nothing to say.
  await expect(statusLine().count()).resolves.toBe(0);
});

// The offline period is 10 s, not 60: the code path is the same (the client's own retries end
// within about 6 s either way, then nothing is sent until the browser's 'online' event and a probe).
test('offline, then online: says so, keeps the rows, has them back by itself', async () => {
  const { context } = session.browser;
  const important = await listedIds(IMPORTANT);
  const { others } = await openOnImportant();
  emulator().clearRequestLog();
  await context.setOffline(true);
  await statusLine().waitFor();
  await expect(statusLine().textContent()).resolves.toBe('Offline: showing saved mail');
  // What was loaded stays; a new view waits with the spinner and the same status.
  await expect(shownIds()).resolves.toEqual(important);
  await tab('Others').click();
  // Others was never loaded, so nothing of it is saved: said in the list's place, not a spinner.
  await mailbox()
    .getByText("Others isn't kept for offline reading; it will load when you're back online")
    .waitFor();
  await expect(mailbox().locator('.spinner').count()).resolves.toBe(0);
  await expectNoWrongRow(others);
  await expect(statusLine().textContent()).resolves.toBe('Offline: showing saved mail');

  await context.setOffline(false);
  const recoveredIn = await rowsShown(others, BY_ITSELF_MS);
  console.log(`offline: rows back ${recoveredIn} ms after the browser was online`);
  await expectStatusGone();
});

test('the calendar uses the same status line and comes back by itself', async () => {
  await openOnImportant();
  const day = page()
    .locator('[data-remote-slot="calendar"]')
    .getByRole('region', { name: 'Day calendar' });
  await day.getByText(/Loading events…/).waitFor({ state: 'detached' });
  emulator().setFaults({ errorRates: { '503': 1 }, pathFilter: '^/calendar/' });
  await day.getByRole('button', { name: 'Next day' }).click();
  await statusLine().waitFor();
  await expect(statusLine().textContent()).resolves.toMatch(/^Google is having trouble/);
  await page().waitForTimeout(7000);
  // No error of its own while the fault lasts.
  await expect(day.getByRole('alert').count()).resolves.toBe(0);
  emulator().setFaults(noFaults);
  await day.getByText(/Loading events…/).waitFor({ state: 'detached', timeout: BY_ITSELF_MS });
  await expectStatusGone();
});

test('20 % dropped connections: every row, in order, none from another view', async () => {
  const { others } = await openOnImportant();
  const statusTexts = await recordStatusTexts();
  // Every Gmail call, the batch requests included: a dropped batch loses all of its parts at once.
  emulator().clearRequestLog();
  emulator().setFaults({ dropRate: 0.2, pathFilter: '^/(batch/)?gmail/' });
  await tab('Others').click();
  await rowsShown(others, 20_000);
  await expectNotBlank();
  // A dropped batch is logged with status 0, a dropped part of one as its 503.
  const dropped = emulator()
    .requestLog()
    .filter(({ status }) => status === 0 || status === 503).length;
  await endFaultAndExpectRecovery(others);
  await expectStatusGone();
  const said = await statusTexts();
  console.log(`20 % drops: ${dropped} calls dropped; the status line said ${JSON.stringify(said)}`);
  // Random drops: none at all among the page’s calls is about a 0.2 % chance; then there was nothing to say.
  expect(said.some((text) => text.startsWith('Google is having trouble: retrying'))).toBe(
    dropped > 0,
  );
});

test('a token Google stops taking mid-session (its end, or revoked) signs out with a word why; signing in brings the mailbox back', async () => {
  const important = await listedIds(IMPORTANT);
  const token = emulator().issueToken();
  await openSignedIn(page(), session.product, '/', token);
  await rowsShown(important);
  // Google answers 401 from now on, as at the token's end (revoked at a moment of the test's choosing,
  // not after a lifetime the page's loading could outlast on a busy machine).
  await revokeToken(emulator(), token);
  // The next call answers 401: the tab's list, unless another call of the page came first.
  await tab('Others')
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await page().waitForURL((url) => url.pathname === '/login');
  await page()
    .getByRole('status')
    .filter({ hasText: 'Your session expired. Sign in again.' })
    .waitFor();
  // Signed out, nothing is loading: the connection's status has nothing to say.
  await expect(statusLine().count()).resolves.toBe(0);

  const { context } = session.browser;
  const signIn = page().locator('button:enabled', { hasText: 'Login with Google' });
  const [consent] = await Promise.all([context.waitForEvent('page'), signIn.click()]);
  await consent.locator('#allow').click();
  const recoveredIn = await rowsShown(important);
  console.log(`token expiry: rows back ${recoveredIn} ms after signing in again`);
});

/** A remote's server down: it refuses connections until it is started again on its port. */
async function takeDown(remote: RemoteName): Promise<{ bringBack(): Promise<void> }> {
  const { port } = session.product.servers[remote];
  await session.product.servers[remote].close();
  let down = true;
  return {
    async bringBack() {
      if (!down) return;
      down = false;
      session.product.servers[remote] = await startStaticServer({ root: distDir(remote), port });
    },
  };
}

/** Opens a page of the app in the app, as its links do (no reload). */
const navigateInApp = (path: string) =>
  page().evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** The first Important conversation's address. */
async function firstConversationPath(): Promise<string> {
  const [threadId] = await listedIds(IMPORTANT);
  const thread = await gmailApi<gapi.client.gmail.Thread>(
    emulator(),
    `/threads/${threadId}?format=minimal`,
  );
  return `/email/${threadId}/${thread.messages?.[0]?.id}`;
}

interface RemoteDownCase {
  remote: RemoteName;
  /** Where the remote's slot is, and the name its message gives it. */
  slot: string;
  label: string;
  /** Where the reader starts: with everything up, the remote's files are not loaded yet there. */
  start: () => Promise<string>;
  /** What the reader does to need the remote (nothing when the page shows it from the start). */
  reveal: () => Promise<void>;
  /** The part of the remote that shows once it loads. */
  shown: () => ReturnType<typeof readySlot>;
  /** The rest of the page, working meanwhile. */
  expectRestWorks: () => Promise<void>;
}

const expectImportantRows = async () => {
  await rowsShown(await listedIds(IMPORTANT));
  await expectNotBlank();
};
const remoteDownCases: RemoteDownCase[] = [
  {
    remote: 'mailbox',
    slot: '[data-remote-slot="mailbox"]',
    label: 'The mailbox',
    start: firstConversationPath,
    reveal: () => navigateInApp('/'),
    shown: () => readySlot(page(), 'mailbox').locator('[data-mail-row]').first(),
    expectRestWorks: async () => {
      await readySlot(page(), 'calendar').getByRole('button', { name: 'Next day' }).click();
      await page().getByRole('button', { name: 'Open menu' }).waitFor();
    },
  },
  {
    remote: 'conversation',
    slot: '[data-remote-slot="conversation"]',
    label: 'The conversation',
    start: async () => '/',
    reveal: async () => {
      await mailbox().locator('[data-mail-row]').first().click();
    },
    shown: () => readySlot(page(), 'conversation').getByRole('heading', { level: 1 }),
    expectRestWorks: () => readySlot(page(), 'calendar').waitFor(),
  },
  {
    remote: 'compose',
    slot: '[data-remote-slot="compose"]',
    label: 'The editor',
    start: async () => '/',
    reveal: async () => {
      await readySlot(page(), 'mailbox').waitFor();
      await page().keyboard.press('c');
    },
    shown: () => page().getByRole('dialog', { name: 'New Message' }),
    expectRestWorks: expectImportantRows,
  },
  {
    remote: 'calendar',
    slot: '[role="dialog"][aria-label="Month calendar"] [data-remote-slot="calendar"]',
    label: 'The month calendar',
    start: async () => '/',
    reveal: async () => {
      await readySlot(page(), 'calendar')
        .getByRole('button', { name: 'Open month calendar' })
        .click();
    },
    shown: () =>
      page().getByRole('dialog', { name: 'Month calendar' }).locator('.cal-month').first(),
    expectRestWorks: expectImportantRows,
  },
];
/** At start the calendar's slot is its day view, on the first screen. */
const calendarAtStart: RemoteDownCase = {
  ...remoteDownCases[3]!,
  slot: '.shell__calendar [data-remote-slot="calendar"]',
  label: 'The calendar',
  reveal: async () => undefined,
  shown: () => readySlot(page(), 'calendar').getByRole('region', { name: 'Day calendar' }),
};
/** At start the mailbox and the conversation are the first screen. */
const atStart = (each: RemoteDownCase): RemoteDownCase =>
  each.remote === 'calendar'
    ? calendarAtStart
    : each.remote === 'mailbox'
      ? { ...each, start: async () => '/', reveal: async () => undefined }
      : each.remote === 'conversation'
        ? { ...each, start: firstConversationPath, reveal: async () => undefined }
        : each;

/**
 * The slot shows its message with Retry while the rest of the page works; once the server is back,
 * Retry (or the slot's own next attempt) brings the remote in place: answers how long that took.
 */
async function expectSlotMessageThenRetry(
  each: RemoteDownCase,
  server: { bringBack(): Promise<void> },
): Promise<number> {
  const failed = page().locator(`${each.slot}[data-remote-state="failed"]`);
  await failed.waitFor({ timeout: 10_000 });
  await expect(failed.getByRole('alert').textContent()).resolves.toContain(
    `${each.label} is unavailable right now.`,
  );
  await each.expectRestWorks();
  await server.bringBack();
  const retriedAt = Date.now();
  // The slot also asks again by itself (federation.e2e.ts tests that alone): Retry asks at once,
  // unless the slot's own attempt has brought the remote back first and Retry is gone.
  await failed
    .getByRole('button', { name: 'Retry' })
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await each.shown().waitFor({ timeout: 10_000 });
  return Date.now() - retriedAt;
}

test.each(remoteDownCases.map((each) => [each.remote, atStart(each)] as const))(
  '%s down at start: its slot says so with Retry, the rest works, Retry brings it back',
  async (remote, each) => {
    const path = await each.start();
    const server = await takeDown(remote);
    try {
      await openSignedIn(page(), session.product, path);
      await each.reveal();
      const recoveredIn = await expectSlotMessageThenRetry(each, server);
      console.log(`${remote} down at start: back ${recoveredIn} ms after Retry`);
    } finally {
      await server.bringBack();
    }
  },
);

test.each(remoteDownCases.map((each) => [each.remote, each] as const))(
  '%s down mid-session, before its files load: its slot says so, Retry brings it back',
  async (remote, each) => {
    // The conversation and compose load at idle once the rows show: hold the rows back meanwhile,
    // longer than the calendar waits for them (3 s), so that it is on screen first.
    emulator().setFaults({ latencyMs: 5000, pathFilter: '/threads$' });
    await openSignedIn(page(), session.product, await each.start());
    await readySlot(page(), 'calendar').waitFor();
    const server = await takeDown(remote);
    try {
      emulator().setFaults(noFaults);
      await each.reveal();
      const recoveredIn = await expectSlotMessageThenRetry(each, server);
      console.log(`${remote} down mid-session: back ${recoveredIn} ms after Retry`);
    } finally {
      await server.bringBack();
    }
  },
);
