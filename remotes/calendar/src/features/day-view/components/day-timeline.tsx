import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import { eventTitle, formatEventTimes, hourLabel } from '../../../lib/format/event-time';
import {
  initialScrollTop,
  TIMELINE_HEIGHT_PX,
  HOUR_HEIGHT_PX,
  type TimelineBlock,
} from '../../../lib/layout/timeline';
import type { CalendarDate, CalendarEvent } from '../../../types/calendar';

export interface DayTimelineProps {
  date: CalendarDate;
  timeZone: string;
  blocks: TimelineBlock[];
  /** The current-time line's position, or null when the day is not today. */
  nowTop: number | null;
  /** False until the day's events have been loaded once. */
  eventsKnown: boolean;
  onSelectEvent(event: CalendarEvent): void;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const percent = (fraction: number) => `${(fraction * 100).toFixed(4)}%`;

/** The 24-hour timeline: hour lines, the day's timed events and, today, the current-time line. */
export function DayTimeline({
  date,
  timeZone,
  blocks,
  nowTop,
  eventsKnown,
  onSelectEvent,
}: DayTimelineProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrolledTo = useRef<CalendarDate | null>(null);

  // On opening a day: to the current time at once on today, else to the first event once known.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller || scrolledTo.current === date || (nowTop === null && !eventsKnown)) return;
    scroller.scrollTop = initialScrollTop(blocks, nowTop);
    scrolledTo.current = date;
  }, [date, blocks, nowTop, eventsKnown]);

  return (
    <div
      ref={scrollRef}
      className="cal-day__scroll"
      // Focusable so that the keyboard can scroll it.
      tabIndex={0}
      role="region"
      aria-label="Timeline"
    >
      <div className="cal-day__timeline" style={{ height: TIMELINE_HEIGHT_PX }}>
        {HOURS.map((hour) => (
          <div key={hour} className="cal-day__hour" style={{ top: hour * HOUR_HEIGHT_PX }}>
            {hour > 0 && <span className="cal-day__hour-label">{hourLabel(hour)}</span>}
          </div>
        ))}
        <div className="cal-day__events">
          {blocks.map(({ event, top, height, textLines, column, columns, span }) => (
            <button
              key={event.id}
              type="button"
              className="cal-event cal-event--timed"
              data-event-id={event.id}
              style={{
                top,
                height,
                left: percent(column / columns),
                width: percent(span / columns),
              }}
              onClick={() => onSelectEvent(event)}
            >
              {/* Stops after the last whole line that fits, never halfway through one. */}
              <span
                className="cal-event__text"
                style={{ '--cal-event-lines': textLines } as CSSProperties}
              >
                <bdi className="cal-event__title">{eventTitle(event)}</bdi>{' '}
                <span className="cal-event__time">{formatEventTimes(event, timeZone)}</span>
              </span>
            </button>
          ))}
          {nowTop !== null && (
            <div className="cal-day__now" style={{ top: nowTop }} aria-hidden="true" />
          )}
        </div>
      </div>
    </div>
  );
}
