import { useEffect, useState, useSyncExternalStore } from 'react';
import { dateIn } from '../lib/layout/zoned-time';
import type { CalendarDate } from '../types/calendar';

const TICK_MS = 30_000;

function subscribeToClock(onTick: () => void): () => void {
  const timer = setInterval(onTick, TICK_MS);
  return () => clearInterval(timer);
}

/** The current time, renewed every 30 seconds: moves the current-time line. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => subscribeToClock(() => setNow(new Date())), []);
  return now;
}

/** Today in `timeZone`. Unlike useNow, re-renders only when the day rolls over, not on every tick. */
export function useToday(timeZone: string): CalendarDate {
  return useSyncExternalStore(subscribeToClock, () => dateIn(new Date(), timeZone));
}
