import { createRoot } from 'react-dom/client';
import type { CalendarEmbedMount } from '@mail/contracts';
import DayCalendar from './day-calendar';

export const mount: CalendarEmbedMount = (element) => {
  const root = createRoot(element);
  root.render(<DayCalendar onOpenMonth={() => undefined} />);
  return () => root.unmount();
};

export default mount;
