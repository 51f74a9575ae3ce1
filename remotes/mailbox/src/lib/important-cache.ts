import type { MailListItem } from '@mail/gmail-client';

/**
 * localStorage key of the cached Important list (shown first, then refreshed:
 * docs/behaviour/mailbox.md#loading-and-refresh). Written on
 * each successful first-page IMPORTANT load; removed with everything else when the user logs out.
 * The name is the one gmail-client wrote it under before the mailbox owned it: caches already on
 * devices stay valid.
 */
export const IMPORTANT_CACHE_KEY = 'mail.gmail-client.important-list.v2';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): KeyValueStorage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

function looksLikeItem(value: unknown): value is MailListItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<MailListItem>;
  return (
    typeof item.id === 'string' && typeof item.threadId === 'string' && Array.isArray(item.labels)
  );
}

/** The cached Important rows, or [] when there is no cache or it is unreadable. */
export function readCachedImportant(storage = defaultStorage()): MailListItem[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(IMPORTANT_CACHE_KEY) ?? '[]');
    return Array.isArray(parsed) && parsed.every(looksLikeItem) ? parsed : [];
  } catch {
    return [];
  }
}

/** Replaces the cache; a full or unavailable storage only costs the cache. */
export function writeCachedImportant(
  items: readonly MailListItem[],
  storage = defaultStorage(),
): void {
  try {
    storage?.setItem(IMPORTANT_CACHE_KEY, JSON.stringify(items));
  } catch {
    // quota exceeded or storage disabled: the list still works without its cache
  }
}
