/** One line of an event block's text, as day-view.css sets it (`.cal-event`'s line-height). */
export const EVENT_LINE_HEIGHT_PX = 16;
/** What an event block's border and padding take of its height (1 px each, above and below). */
const EVENT_BLOCK_EDGES_PX = 4;

/**
 * How many whole lines of text an event block of `heightPx` shows. Its text stops after the last
 * whole line (with an ellipsis) instead of being cut through the middle of a line; the title comes
 * first, so a short block still shows the start of its title.
 */
export function eventTextLines(heightPx: number): number {
  return Math.max(1, Math.floor((heightPx - EVENT_BLOCK_EDGES_PX) / EVENT_LINE_HEIGHT_PX));
}
