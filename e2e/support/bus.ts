import type { Page } from 'playwright-core';
import type { MailEvent } from '@mail/event-bus';

/** Publishes on the page's event bus as a remote would (the bus lives on a versioned global). */
export function publishInPage(page: Page, event: MailEvent): Promise<void> {
  return page.evaluate((payload) => {
    const channel = (globalThis as unknown as Record<symbol, { next(event: unknown): void }>)[
      Symbol.for('@mail/event-bus/v1')
    ];
    if (!channel) throw new Error('No event bus in the page');
    channel.next(payload);
  }, event);
}
