import type { MailboxPage, MailListItem } from '@mail/gmail-client';

/**
 * How a load shows itself: 'normal' shows a spinner only when there are no rows yet, 'forced' always
 * (retry), 'silent' never, and keeps quiet about failures (background refresh).
 */
export type LoadMode = 'normal' | 'forced' | 'silent';

export type LoadStatus =
  { phase: 'idle' } | { phase: 'loading'; mode: LoadMode } | { phase: 'failed'; message: string };

export const IDLE: LoadStatus = { phase: 'idle' };

/** What the list area shows. */
export type ListDisplay =
  | { kind: 'spinner' }
  | { kind: 'empty' }
  | { kind: 'failed'; message: string }
  /** `failure`: a load failed while older rows stay on screen; `busy`: a newer page is on its way. */
  | { kind: 'rows'; items: MailListItem[]; failure?: string; busy: boolean };

/**
 * Spec §4: a spinner only when the list is empty or the load is forced. A view that makes calls and has
 * no page yet is about to load, so it shows the spinner rather than "No messages found".
 */
export function listDisplay(
  page: MailboxPage | undefined,
  status: LoadStatus,
  viewMakesCalls: boolean,
): ListDisplay {
  const items = page?.items ?? [];
  const loading = status.phase === 'loading';
  if (loading && status.mode === 'forced') return { kind: 'spinner' };
  if (items.length > 0) {
    return {
      kind: 'rows',
      items,
      busy: loading,
      ...(status.phase === 'failed' ? { failure: status.message } : {}),
    };
  }
  if (status.phase === 'failed') return { kind: 'failed', message: status.message };
  if (loading || (viewMakesCalls && !page)) return { kind: 'spinner' };
  return { kind: 'empty' };
}
