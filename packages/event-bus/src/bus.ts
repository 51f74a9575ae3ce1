import { Observable, Subject, filter } from 'rxjs';
import type { MailEvent, MailEventOf, MailEventType } from './events';

/**
 * What the page-wide slot holds. Copies of this package in different remotes may bundle different rxjs
 * builds, so they rely on this minimal surface only, never on rxjs internals of another copy.
 */
interface BusChannel {
  next(event: MailEvent): void;
  subscribe(observer: { next(event: MailEvent): void }): { unsubscribe(): void };
}

// Versioned so that every copy of major version 1 shares one channel, and a future v2 (with a
// different catalogue) gets its own instead of receiving events it cannot read.
const CHANNEL_KEY = Symbol.for('@mail/event-bus/v1');

type ChannelSlot = { [CHANNEL_KEY]?: BusChannel };

function sharedChannel(): BusChannel {
  const slot = globalThis as ChannelSlot;
  slot[CHANNEL_KEY] ??= new Subject<MailEvent>();
  return slot[CHANNEL_KEY];
}

const channel = sharedChannel();

/** Every event published by any remote in this page. Hot: nothing is replayed to late subscribers. */
export const events$: Observable<MailEvent> = new Observable<MailEvent>((subscriber) => {
  const subscription = channel.subscribe({ next: (event) => subscriber.next(event) });
  return () => subscription.unsubscribe();
});

/** Sends an event to every current subscriber, synchronously. */
export function publish(event: MailEvent): void {
  channel.next(event);
}

/** The events of one type, typed accordingly. */
export function on<T extends MailEventType>(type: T): Observable<MailEventOf<T>> {
  return events$.pipe(filter((event): event is MailEventOf<T> => event.type === type));
}
