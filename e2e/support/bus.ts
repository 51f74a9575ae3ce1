import type { Page } from 'playwright-core';
import type { MailEvent } from '@mail/event-bus';

/** The global the page's event bus lives on (versioned: see packages/event-bus). */
const BUS_KEY = '@mail/event-bus/v1';

type Channel = { next(event: unknown): void; subscribe(observer: object): void };

/** Publishes on the page's event bus as a remote would. */
export function publishInPage(page: Page, event: MailEvent): Promise<void> {
  return page.evaluate(
    ({ key, payload }) => {
      const channel = (globalThis as unknown as Record<symbol, Channel | undefined>)[
        Symbol.for(key)
      ];
      if (!channel) throw new Error('No event bus in the page');
      channel.next(payload);
    },
    { key: BUS_KEY, payload: event },
  );
}

/** Records the page's bus events from now on; the returned function reads them. */
export async function recordBusEvents(page: Page): Promise<() => Promise<MailEvent[]>> {
  await page.evaluate((key) => {
    const recorded: unknown[] = [];
    (window as unknown as { recordedBusEvents: unknown[] }).recordedBusEvents = recorded;
    const channel = (globalThis as unknown as Record<symbol, Channel | undefined>)[Symbol.for(key)];
    channel?.subscribe({ next: (event: unknown) => recorded.push(event) });
  }, BUS_KEY);
  return () =>
    page.evaluate(
      () => (window as unknown as { recordedBusEvents: MailEvent[] }).recordedBusEvents,
    );
}
