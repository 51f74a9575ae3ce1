import { useState } from 'react';
import DayCalendar from './exposes/day-calendar';
import MonthCalendar from './exposes/month-calendar';

export function StandaloneApp() {
  const [month, setMonth] = useState(false);
  return month ? (
    <MonthCalendar onClose={() => setMonth(false)} />
  ) : (
    <DayCalendar onOpenMonth={() => setMonth(true)} />
  );
}
