import type { MailboxPage, MailListItem } from '@mail/gmail-client';

/**
 * How a load shows itself: 'normal' shows a spinner only when there are no rows yet, 'forced' always
 * (retry), 'silent' never, and keeps quiet about failures (background refresh).
 */
export type LoadMode = 'normal' | 'forced' | 'silent';

export type LoadStatus =
  | { phase: 'idle' }
  | { phase: 'loading'; mode: LoadMode }
  /** `refused`: Gmail's scope was not granted, so only granting it helps, not a retry. */
  | { phase: 'failed'; message: string; refused?: boolean }
  /**
   * The load failed for a passing reason (rate limit, server error, no connection): the shell's status
   * line says so, and the page loads again by itself as soon as Google answers.
   */
  | { phase: 'waiting' };

export const IDLE: LoadStatus = { phase: 'idle' };
export const WAITING: LoadStatus = { phase: 'waiting' };

/** What the list area shows. */
export type ListDisplay =
  | { kind: 'spinner' }
  | { kind: 'empty' }
  | { kind: 'failed'; message: string; refused?: boolean }
  /**
   * `failure`: a load failed while older rows stay on screen; `busy`: a newer page is on its way;
   * `notLoaded`: some conversations of the page could not be loaded and are left out.
   */
  | { kind: 'rows'; items: MailListItem[]; failure?: string; notLoaded?: string; busy: boolean };

/** The notice for conversations of a page that could not be loaded, e.g. '1 conversation could…'. */
export function notLoadedNotice(count: number): string {
  return `${count} ${count === 1 ? 'conversation' : 'conversations'} could not be loaded`;
}

/**
 * docs/behaviour/mailbox.md#loading-and-refresh: a spinner only when the list is empty or the load
 * is forced. A view that makes calls and has no page yet is about to load, so it shows the spinner
 * rather than "No messages found".
 */
export function listDisplay(
  page: MailboxPage | undefined,
  status: LoadStatus,
  viewMakesCalls: boolean,
): ListDisplay {
  const items = page?.items ?? [];
  const notLoadedCount = page?.notLoadedCount ?? 0;
  const loading = status.phase === 'loading';
  if (loading && status.mode === 'forced') return { kind: 'spinner' };
  if (items.length > 0) {
    return {
      kind: 'rows',
      items,
      busy: loading,
      ...(status.phase === 'failed' ? { failure: status.message } : {}),
      ...(notLoadedCount > 0 ? { notLoaded: notLoadedNotice(notLoadedCount) } : {}),
    };
  }
  if (status.phase === 'failed') {
    return { kind: 'failed', message: status.message, refused: status.refused };
  }
  if (loading || status.phase === 'waiting' || (viewMakesCalls && !page)) {
    return { kind: 'spinner' };
  }
  if (notLoadedCount > 0) return { kind: 'failed', message: notLoadedNotice(notLoadedCount) };
  return { kind: 'empty' };
}

/** The rows, by position in the list, that the viewport showed at the last layout (first to last). */
export interface RowsOnScreen {
  first: number;
  last: number;
}

/** The conversations of a list, and what its rows show of them: `items`, or for a frame less. */
export interface ShownList {
  items: readonly MailListItem[];
  shown: readonly MailListItem[];
}

/**
 * What the list's rows show now, `next` having replaced `list`. A wholly new list (another page or
 * tab: no conversation of `list.items` in it) shows its conversations first in the rows on screen;
 * the rows off screen keep what they show until that has painted (those past the end come then), so
 * the reader's rows are all a page change styles, lays out and paints before it shows (half the
 * rows of a 25-row page at 1280 × 800). Anything else, or with no rows known to be on screen, shows
 * `next` at once.
 */
export function rowsOnScreenFirst(
  list: ShownList,
  next: readonly MailListItem[],
  onScreen: RowsOnScreen | undefined,
): readonly MailListItem[] {
  if (!onScreen || list.items === next) return next;
  const nextThreadIds = new Set(next.map((item) => item.threadId));
  if (list.items.some((item) => nextThreadIds.has(item.threadId))) return next;
  const rows: MailListItem[] = [];
  for (let index = 0; index < next.length; index += 1) {
    const onScreenNow = index >= onScreen.first && index <= onScreen.last;
    const item = onScreenNow ? next[index] : list.shown[index];
    if (!item) break;
    rows.push(item);
  }
  // A row may show a conversation once only (it is the row's key); and if every row shows `next`
  // already, nothing is left for after the paint.
  const once = new Set(rows.map((item) => item.threadId)).size === rows.length;
  const whole = rows.length === next.length && rows.every((item, index) => item === next[index]);
  return once && !whole ? rows : next;
}
