import type { CalendarDate, CalendarEvent } from '../../types/calendar';
import { occursOn } from './event-days';
import { eventTextLines } from './event-text-lines';
import { assignColumns, type ColumnPlacement } from './overlap-columns';
import { wallClock } from './zoned-time';

export const HOUR_HEIGHT_PX = 60;
const MINUTES_PER_DAY = 24 * 60;
export const TIMELINE_HEIGHT_PX = 24 * HOUR_HEIGHT_PX;
export const MIN_EVENT_HEIGHT_PX = 20;
const PX_PER_MINUTE = HOUR_HEIGHT_PX / 60;
/** Scrolling to a time leaves this much of the timeline above it in view. */
const SCROLL_CONTEXT_PX = HOUR_HEIGHT_PX;
/** Where a day without events or "now" opens. */
const DEFAULT_SCROLL_MINUTE = 8 * 60;

/**
 * Where on `date`'s timeline an instant falls, in minutes the wall clock reads: a 23- or 25-hour day
 * still puts 9:00 at 9:00. Instants before the day clip to 0, after it to 1440.
 */
export function minuteOnDay(instant: Date, date: CalendarDate, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  if (clock.date < date) return 0;
  if (clock.date > date) return MINUTES_PER_DAY;
  return clock.minuteOfDay;
}

/** A timed event placed on the day's timeline. */
export interface TimelineBlock extends ColumnPlacement {
  event: CalendarEvent;
  /** Pixels from the top of the 1440 px timeline. */
  top: number;
  height: number;
  /** How many whole lines of title and time the block shows. */
  textLines: number;
}

/**
 * Places the timed events that touch `date`: top from the start minute, height from the duration (at
 * least 20 px), clipped to the day; blocks that overlap on screen go side by side; each shows as many
 * lines of text as fit whole.
 */
export function layoutTimedEvents(
  events: readonly CalendarEvent[],
  date: CalendarDate,
  timeZone: string,
): TimelineBlock[] {
  const blocks = events.flatMap((event) => {
    const { timing } = event;
    if (timing.allDay || !occursOn(event, date, timeZone)) return [];
    const startPx = minuteOnDay(timing.start, date, timeZone) * PX_PER_MINUTE;
    // Past a DST fall-back the end can read earlier than the start: never a negative height.
    const endPx = Math.max(minuteOnDay(timing.end, date, timeZone) * PX_PER_MINUTE, startPx);
    const height = Math.max(endPx - startPx, MIN_EVENT_HEIGHT_PX);
    // A short event late at night is lifted so that its minimum height stays inside the day.
    const top = Math.min(startPx, TIMELINE_HEIGHT_PX - height);
    return [{ event, top, height, textLines: eventTextLines(height) }];
  });
  const placements = assignColumns(
    blocks.map(({ top, height }) => ({ top, bottom: top + height })),
  );
  return blocks.map((block, index) => ({ ...block, ...placements[index]! }));
}

/** Pixels from the top for the current-time line, or null when `date` is not today. */
export function nowLineTop(now: Date, date: CalendarDate, timeZone: string): number | null {
  const clock = wallClock(now, timeZone);
  return clock.date === date ? clock.minuteOfDay * PX_PER_MINUTE : null;
}

/** Where the timeline opens: at the current time on today, else at the first event, else at 8 AM. */
export function initialScrollTop(blocks: readonly TimelineBlock[], nowTop: number | null): number {
  const firstEventTop = blocks.length > 0 ? Math.min(...blocks.map((block) => block.top)) : null;
  const target = nowTop ?? firstEventTop ?? DEFAULT_SCROLL_MINUTE * PX_PER_MINUTE;
  return Math.max(target - SCROLL_CONTEXT_PX, 0);
}
