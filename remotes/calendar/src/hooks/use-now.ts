import { useEffect, useState } from 'react';

const DEFAULT_INTERVAL_MS = 30_000;

/** The current time, renewed every `intervalMs`: moves the current-time line and rolls "today" over. */
export function useNow(intervalMs = DEFAULT_INTERVAL_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
