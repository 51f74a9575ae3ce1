import { act, renderHook } from '@testing-library/react';
import type { Subscription } from 'rxjs';
import { events$, publish } from './bus';
import { useBusEvent } from './use-bus-event';

/** Counts the live subscriptions to the page-wide channel, by watching subscribe/unsubscribe. */
function spyOnSubscriptions(): { active: () => number; total: () => number } {
  let active = 0;
  let total = 0;
  const subscribe = events$.subscribe.bind(events$);
  jest.spyOn(events$, 'subscribe').mockImplementation(((...args: Parameters<typeof subscribe>) => {
    const subscription: Subscription = subscribe(...args);
    active += 1;
    total += 1;
    subscription.add(() => {
      active -= 1;
    });
    return subscription;
  }) as typeof events$.subscribe);
  return { active: () => active, total: () => total };
}

afterEach(() => jest.restoreAllMocks());

describe('useBusEvent', () => {
  it('calls the handler with events of its type only', () => {
    const handler = jest.fn();
    renderHook(() => useBusEvent('thread/archived', handler));
    act(() => {
      publish({ type: 'thread/read', threadId: 't1' });
      publish({ type: 'thread/archived', threadId: 't2' });
    });
    expect(handler.mock.calls).toEqual([[{ type: 'thread/archived', threadId: 't2' }]]);
  });

  it('unsubscribes on unmount', () => {
    const subscriptions = spyOnSubscriptions();
    const handler = jest.fn();
    const { unmount } = renderHook(() => useBusEvent('mailbox/rows-shown', handler));
    expect(subscriptions.active()).toBe(1);

    unmount();
    act(() => publish({ type: 'mailbox/rows-shown' }));
    expect(subscriptions.active()).toBe(0);
    expect(handler).not.toHaveBeenCalled();
  });

  it('calls the latest handler without resubscribing', () => {
    const subscriptions = spyOnSubscriptions();
    const calls: string[] = [];
    const { rerender } = renderHook(
      ({ label }: { label: string }) =>
        useBusEvent('alert/show', (event) => calls.push(`${label}:${event.message}`)),
      { initialProps: { label: 'first' } },
    );
    rerender({ label: 'second' });
    act(() => publish({ type: 'alert/show', kind: 'info', message: 'hello' }));

    expect(calls).toEqual(['second:hello']);
    expect(subscriptions.total()).toBe(1);
  });

  it('resubscribes when the event type changes', () => {
    type ThreadEventType = 'thread/read' | 'thread/archived';
    const handler = jest.fn();
    const initialProps: { type: ThreadEventType } = { type: 'thread/read' };
    const { rerender } = renderHook(({ type }) => useBusEvent(type, handler), { initialProps });
    rerender({ type: 'thread/archived' });
    act(() => {
      publish({ type: 'thread/read', threadId: 't1' });
      publish({ type: 'thread/archived', threadId: 't2' });
    });
    expect(handler.mock.calls).toEqual([[{ type: 'thread/archived', threadId: 't2' }]]);
  });
});
