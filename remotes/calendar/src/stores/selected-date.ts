import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { dateIn, localTimeZone } from '../lib/layout/zoned-time';
import type { CalendarDate } from '../types/calendar';

/**
 * The day the day view shows. The shell renders the day and month calendars as separate modules, so
 * they meet here: the month view opens on that day's month and picking a day there shows it.
 */
export interface SelectedDateStore {
  get(): CalendarDate;
  set(date: CalendarDate): void;
  subscribe(listener: () => void): () => void;
}

/** A selected day, today (in the page's zone) unless told otherwise. */
export function createSelectedDateStore(
  initial: CalendarDate = dateIn(new Date(), localTimeZone()),
): SelectedDateStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(date) {
      if (date === current) return;
      current = date;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Set by an embed, so that two calendars on one page keep their own day. */
export const SelectedDateContext = createContext<SelectedDateStore | null>(null);

let pageStore: SelectedDateStore | undefined;

function pageSelectedDateStore(): SelectedDateStore {
  pageStore ??= createSelectedDateStore();
  return pageStore;
}

export function useSelectedDate(): [CalendarDate, (date: CalendarDate) => void] {
  const store = useContext(SelectedDateContext) ?? pageSelectedDateStore();
  const date = useSyncExternalStore(store.subscribe, store.get);
  const setDate = useCallback((next: CalendarDate) => store.set(next), [store]);
  return [date, setDate];
}
