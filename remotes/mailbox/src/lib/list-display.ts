import type { MailboxPage, MailListItem } from '@mail/gmail-client';

/**
 * How a load shows itself: 'normal' shows a spinner only when there are no rows yet, 'forced' always
 * (retry), 'silent' never, and keeps quiet about failures (background refresh).
 */
export type LoadMode = 'normal' | 'forced' | 'silent';

export type LoadStatus =
  | { phase: 'idle' }
  | { phase: 'loading'; mode: LoadMode }
  | { phase: 'failed'; message: string }
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
  | { kind: 'failed'; message: string }
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
  if (status.phase === 'failed') return { kind: 'failed', message: status.message };
  if (loading || status.phase === 'waiting' || (viewMakesCalls && !page)) {
    return { kind: 'spinner' };
  }
  if (notLoadedCount > 0) return { kind: 'failed', message: notLoadedNotice(notLoadedCount) };
  return { kind: 'empty' };
}
