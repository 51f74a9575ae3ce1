import { useAccess } from '@mail/auth';
import type { DayCalendarProps } from '@mail/contracts';
import { DayCalendar } from '../app/day-calendar';
import { CalendarAccessRequest } from '../components/calendar-access-request';

/**
 * ./DayCalendar: the shell's left-column calendar, on the page-wide Google client; without the
 * calendar scope, the way to grant it.
 */
export default function ExposedDayCalendar(props: DayCalendarProps) {
  return useAccess('calendar') ? <DayCalendar {...props} /> : <CalendarAccessRequest />;
}
