import { useEffect, useState } from 'react';
import { msUntilNextDay, startOfDay } from '../../../lib/mail-time';

/** Local midnight of today; changes at the next midnight, so "today" times turn into dates. */
export function useCurrentDay(): number {
  const [day, setDay] = useState(() => startOfDay(Date.now()));
  useEffect(() => {
    const timer = setTimeout(() => setDay(startOfDay(Date.now())), msUntilNextDay(Date.now()));
    return () => clearTimeout(timer);
  }, [day]);
  return day;
}
