import type { MonthCalendarProps } from '@mail/contracts';

export default function MonthCalendar({ onClose }: MonthCalendarProps) {
  return (
    <section aria-label="Month calendar">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </section>
  );
}
