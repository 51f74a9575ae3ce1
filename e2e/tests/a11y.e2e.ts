import type { Page } from 'playwright-core';
import { findAxeViolations, seriousOrCritical } from '../support/axe';
import { composePopup } from '../support/compose-popup';
import { openSignedIn, readySlot } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Issue 15, item 3: axe-core finds nothing serious or critical on each screen a reader meets; the
// calendar's (day view with an event open, month view) are in calendar-a11y.e2e.ts.

const session = productAndBrowserPerTest();
const page = () => session.browser.page;

const seriousViolations = async () => seriousOrCritical(await findAxeViolations(page()));

/** Whether the page has exactly one level-one heading, and it is named `name`. */
async function hasOneH1Named(name: string): Promise<boolean> {
  const headings = page().getByRole('heading', { level: 1 });
  return (
    (await headings.count()) === 1 &&
    (await page().getByRole('heading', { level: 1, name, exact: true }).count()) === 1
  );
}

/** What the DevTools protocol says of a node of the accessibility tree (the fields read here). */
interface AXNode {
  role?: { value: string };
  name?: { value: string };
  description?: { value: string };
}

async function openMailbox(p: Page): Promise<void> {
  await openSignedIn(p, session.product);
  await readySlot(p, 'mailbox').locator('[data-mail-row]').first().waitFor();
}

test('the login screen: nothing serious, and one h1', async () => {
  await page().goto(new URL('/login', session.product.shellUrl).toString());
  await page().locator('button:enabled', { hasText: 'Login with Google' }).waitFor();
  expect(await seriousViolations()).toEqual([]);
  await expect(hasOneH1Named('Mail')).resolves.toBe(true);
});

test('the mailbox: nothing serious, and one h1 naming the view', async () => {
  await openMailbox(page());
  expect(await seriousViolations()).toEqual([]);
  await expect(hasOneH1Named('Important')).resolves.toBe(true);
});

test('a row’s name, as Chromium gives it to screen readers, is its visible text; the snippet describes it', async () => {
  await openMailbox(page());
  const row = page().locator('[data-mail-row]').first();
  const shown = (selector: string) => row.locator(selector).innerText();
  const [sender, subject, time, snippet] = await Promise.all(
    ['.mb-row__sender-name', '.mb-row__subject', '.mb-row__time', '.mb-row__snippet bdi'].map(
      shown,
    ),
  );
  const cdp = await session.browser.context.newCDPSession(page());
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  const links = nodes.filter((node) => node.role?.value === 'link');
  const described = links.filter((node) => node.description?.value === snippet);
  expect(described).toHaveLength(1);
  const name = described[0]?.name?.value ?? '';
  expect(name).toMatch(new RegExp(`^(Unread, )?${escape(sender!)}.*, ${escape(subject!)} , `));
  expect(name).toContain(` , ${time!}`);
  expect(name).not.toContain(snippet);
});

test('the drawer open over the mailbox: nothing serious', async () => {
  await openMailbox(page());
  await page().getByRole('button', { name: 'Open menu' }).click();
  await page()
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: 'Sent' })
    .waitFor();
  expect(await seriousViolations()).toEqual([]);
});

test('the profile menu open: nothing serious', async () => {
  await openMailbox(page());
  await page()
    .getByRole('button', { name: /^Account:/ })
    .click();
  await page().getByRole('button', { name: 'LOGOUT' }).waitFor();
  expect(await seriousViolations()).toEqual([]);
});

test('a conversation: nothing serious, and its subject the one h1', async () => {
  await openMailbox(page());
  const row = page().locator('[data-mail-row]').first();
  const subject = await row.locator('.mb-row__subject').innerText();
  await row.click();
  const conversation = readySlot(page(), 'conversation');
  await conversation.getByRole('heading', { level: 1, name: subject }).waitFor();
  await conversation.locator('iframe.cv-frame').first().waitFor();
  expect(await seriousViolations()).toEqual([]);
  await expect(hasOneH1Named(subject)).resolves.toBe(true);
});

test('the compose popup over the mailbox: nothing serious', async () => {
  await openMailbox(page());
  const compose = composePopup(page());
  await compose.open();
  await compose.subject.waitFor();
  expect(await seriousViolations()).toEqual([]);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
