import { useState, type ReactNode } from 'react';
import type { CalendarEvent } from '../../../types/calendar';
import { EventDetailsDialog } from '../components/event-details-dialog';

/** The details dialog of the event a view's user clicked: the dialog to render, and how to open it. */
export function useEventDetails(timeZone: string): {
  detailsDialog: ReactNode;
  openDetails(event: CalendarEvent): void;
} {
  const [openEvent, setOpenEvent] = useState<CalendarEvent | null>(null);
  return {
    detailsDialog: openEvent && (
      <EventDetailsDialog
        event={openEvent}
        timeZone={timeZone}
        onClose={() => setOpenEvent(null)}
      />
    ),
    openDetails: setOpenEvent,
  };
}
