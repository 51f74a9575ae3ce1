import { requestAccess } from '@mail/auth';
import './load-status.css';

/**
 * In place of the calendar when the user did not let Google share it (granular consent): says so,
 * and asks Google for the calendar alone, keeping what was granted.
 */
export function CalendarAccessRequest() {
  return (
    <div className="cal-status cal-status--access" role="status">
      <span>You did not give this app access to Google Calendar.</span>
      <button type="button" className="cal-text-button" onClick={() => requestAccess('calendar')}>
        Allow calendar access
      </button>
    </div>
  );
}
