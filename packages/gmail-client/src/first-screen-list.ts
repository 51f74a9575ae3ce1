import type { ThreadListQuery } from './mailbox-page';

/**
 * localStorage: the query (never the rows) of the list the app shows first, so that the next start
 * can ask Google for it before the code of the screen that shows it has loaded. LOGOUT clears it with
 * everything else.
 */
export const FIRST_SCREEN_LIST_KEY = 'mail.gmail-client.first-screen-list.v1';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): KeyValueStorage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** Remembers the first screen's list; a full or unavailable storage only costs the early start. */
export function rememberFirstScreenList(query: ThreadListQuery, storage = defaultStorage()): void {
  try {
    storage?.setItem(FIRST_SCREEN_LIST_KEY, JSON.stringify(query));
  } catch {
    // quota exceeded or storage disabled: the list loads when its screen asks
  }
}

/** The remembered first screen's list, or undefined when there is none or it is unreadable. */
export function readFirstScreenList(storage = defaultStorage()): ThreadListQuery | undefined {
  try {
    // Written by this module only: at worst a wrong one costs a request nobody takes.
    const parsed: unknown = JSON.parse(storage?.getItem(FIRST_SCREEN_LIST_KEY) ?? 'null');
    return typeof parsed === 'object' && parsed !== null ? (parsed as ThreadListQuery) : undefined;
  } catch {
    return undefined;
  }
}
