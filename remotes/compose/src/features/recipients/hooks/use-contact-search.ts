import { useEffect, useMemo, useState } from 'react';
import { getGoogleClient, isAbortError } from '@mail/gmail-client';
import { contactSearch } from '@mail/gmail-client/contacts';
import type { Suggestion } from '@mail/gmail-client/rules';

/** Searches the user's contacts (People API); rejects only when `signal` aborts. */
export type SearchContacts = (query: string, signal: AbortSignal) => Promise<Suggestion[]>;

/** Typing pauses this long before People is asked: a call per keystroke would mostly be thrown away. */
export const CONTACT_SEARCH_DELAY_MS = 200;

/**
 * The contacts found for what is typed, asked once typing pauses; a newer text aborts the call still
 * running. The last answer stays until the next arrives (`suggest` filters it by the current text),
 * so the list does not flicker and typing never waits for it.
 */
export function useContactSearch(text: string, search: SearchContacts | undefined) {
  const [found, setFound] = useState<readonly Suggestion[]>([]);
  useEffect(() => {
    const query = text.trim();
    if (!search || query === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(query, controller.signal).then(setFound, (error: unknown) => {
        if (!isAbortError(error)) throw error;
      });
    }, CONTACT_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, search]);
  return found;
}

/**
 * The People API search behind To and Cc, warmed up as the form opens (Google's advice); undefined
 * without access to the contacts, when suggestions come from mail alone and nothing asks People.
 */
export function useSearchContacts(allowed: boolean): SearchContacts | undefined {
  const search = useMemo(() => (allowed ? contactSearch(getGoogleClient()) : undefined), [allowed]);
  useEffect(() => search?.warmUp(), [search]);
  return useMemo(
    () => search && ((query: string, signal: AbortSignal) => search.search(query, { signal })),
    [search],
  );
}
