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
