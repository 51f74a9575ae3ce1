import type { Page } from 'playwright-core';
import { readySlot } from './product';

/**
 * Sets how long Send waits for Undo (the reader's choice, kept in local storage): 0 sends at once, for
 * tests about something else. Call on a page of the app's origin.
 */
export function setUndoDelay(page: Page, seconds: number): Promise<void> {
  return page.evaluate(
    (value) => localStorage.setItem('mail.kept.compose.undo-send-seconds', String(value)),
    seconds,
  );
}

/** The New Message window and its fields, as a reader finds them. */
export function composePopup(page: Page) {
  const popup = page.getByRole('dialog', { name: 'New Message' });
  return {
    popup,
    field: (name: 'To' | 'Cc' | 'Bcc') => popup.getByRole('combobox', { name }),
    chips: (name: 'To' | 'Cc' | 'Bcc') =>
      popup
        .getByRole('list', { name: `${name} recipients` })
        .getByRole('listitem')
        .allInnerTexts(),
    subject: popup.getByRole('textbox', { name: 'Subject' }),
    body: popup.getByRole('textbox', { name: 'Message body' }),
    attachmentNames: () =>
      popup
        .getByRole('list', { name: 'Attachments' })
        .locator('.cp-attachment__name')
        .allInnerTexts(),
    /** Opens it the way a reader does: `c` on the mailbox. */
    async open() {
      await readySlot(page, 'mailbox').waitFor();
      await page.keyboard.press('c');
      await popup.waitFor();
    },
  };
}

/**
 * Runs `move` (a key like Shift+Arrow or Ctrl+End, a click in the text) and waits until the page has
 * told the editor the selection moved. ProseMirror learns of a selection the browser moved from
 * `selectionchange`, which Chromium may deliver after the next key when keys come as fast as a test
 * sends them: a command on that key (Ctrl+K, Enter) would act on the old selection. `move` must move
 * the selection.
 */
export async function movingSelection(page: Page, move: () => Promise<void>): Promise<void> {
  const watch = await page.evaluateHandle(() => ({
    moved: new Promise<void>((resolve) =>
      document.addEventListener('selectionchange', () => resolve(), { once: true }),
    ),
  }));
  await move();
  await watch.evaluate((watching) => watching.moved);
  await watch.dispose();
}

/** movingSelection for a key press. */
export const pressMovingSelection = (page: Page, key: string): Promise<void> =>
  movingSelection(page, () => page.keyboard.press(key));
