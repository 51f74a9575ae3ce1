import type { DayCalendarProps } from '@mail/contracts';
import { DayCalendar } from '../app/day-calendar';

/** ./DayCalendar: the shell's left-column calendar, on the page-wide Google client. */
export default function ExposedDayCalendar(props: DayCalendarProps) {
  return <DayCalendar {...props} />;
}
