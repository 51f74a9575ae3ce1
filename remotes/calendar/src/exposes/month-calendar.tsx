import type { MonthCalendarProps } from '@mail/contracts';
import { MonthCalendar } from '../app/month-calendar';

/** ./MonthCalendar: the full-screen month view, on the page-wide Google client. */
export default function ExposedMonthCalendar(props: MonthCalendarProps) {
  return <MonthCalendar {...props} />;
}
