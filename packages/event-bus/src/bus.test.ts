import type { Subscription } from 'rxjs';
import { events$, on, publish } from './bus';
import type { MailEvent } from './events';

const subscriptions: Subscription[] = [];
afterEach(() => subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe()));

function collect<T>(source: { subscribe(next: (value: T) => void): Subscription }): T[] {
  const received: T[] = [];
  subscriptions.push(source.subscribe((value) => received.push(value)));
  return received;
}

describe('event bus', () => {
  it('delivers every event to events$ in publish order', () => {
    const received = collect(events$);
    publish({ type: 'thread/read', threadId: 't1' });
    publish({ type: 'mailbox/rows-shown' });
    expect(received).toEqual([
      { type: 'thread/read', threadId: 't1' },
      { type: 'mailbox/rows-shown' },
    ]);
  });

  it('on(type) delivers only that type, narrowed to its fields', () => {
    const sent = collect(on('mail/sent'));
    publish({ type: 'thread/archived', threadId: 't1' });
    publish({ type: 'mail/sent', id: 'm1', threadId: 't2' });
    // `id` and `threadId` are only readable because on('mail/sent') narrows the event type.
    expect(sent.map((event) => `${event.id}@${event.threadId}`)).toEqual(['m1@t2']);
  });

  it('rejects malformed events at compile time', () => {
    const misuses: Array<() => void> = [
      // @ts-expect-error a mail/sent event needs its threadId
      () => publish({ type: 'mail/sent', id: 'm1' }),
      // @ts-expect-error unknown event types are not in the catalogue
      () => publish({ type: 'mail/deleted', id: 'm1' }),
      // @ts-expect-error alert kinds are info, success or error
      () => publish({ type: 'alert/show', kind: 'warning', message: 'x' }),
    ];
    // Never run: tsc fails the build if any of the lines above stops being an error.
    expect(misuses).toHaveLength(3);
  });

  it('stops delivering after unsubscribe', () => {
    const received: MailEvent[] = [];
    const subscription = on('compose/close').subscribe((event) => received.push(event));
    publish({ type: 'compose/close' });
    subscription.unsubscribe();
    publish({ type: 'compose/close' });
    expect(received).toHaveLength(1);
  });

  it('keeps delivering to other subscribers when one handler throws', () => {
    jest.useFakeTimers(); // rxjs reports handler errors on a timer; keep them out of the test run
    try {
      subscriptions.push(
        on('compose/close').subscribe(() => {
          throw new Error('broken remote');
        }),
      );
      const received = collect(on('compose/close'));
      publish({ type: 'compose/close' });
      publish({ type: 'compose/close' });
      expect(received).toHaveLength(2);
      expect(() => jest.runOnlyPendingTimers()).toThrow('broken remote');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('two copies of the package in one page', () => {
  type BusModule = typeof import('./bus');

  function loadCopy(): BusModule {
    let copy: BusModule | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<BusModule>('./bus');
    });
    if (!copy) throw new Error('module did not load');
    return copy;
  }

  it('share one channel: events published by one copy reach the other', () => {
    const first = loadCopy();
    const second = loadCopy();
    expect(second).not.toBe(first);

    const seenBySecond = collect(second.on('thread/archived'));
    const seenByFirst = collect(first.on('thread/archived'));
    first.publish({ type: 'thread/archived', threadId: 't1' });
    second.publish({ type: 'thread/archived', threadId: 't2' });

    expect(seenBySecond.map((event) => event.threadId)).toEqual(['t1', 't2']);
    expect(seenByFirst.map((event) => event.threadId)).toEqual(['t1', 't2']);
  });

  it('keep the channel under the v1 key, so another major version gets its own', () => {
    const received = collect(events$);
    const v1Channel = (globalThis as Record<symbol, { next(event: MailEvent): void }>)[
      Symbol.for('@mail/event-bus/v1')
    ];
    v1Channel?.next({ type: 'mailbox/rows-shown' });
    expect(received).toEqual([{ type: 'mailbox/rows-shown' }]);
  });
});
