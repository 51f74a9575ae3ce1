// @mail/gmail-client/contacts: the People API searches behind compose's suggestions, an entry of its
// own so that the first screen does not download it. The calls go through the page's one client (its
// in-flight cap, retries and connection monitor) by `GoogleClient.requestPeople`.
import { untilAborted } from '../abort-utils';
import { isAbortError, isGoogleApiError } from '../errors';
import type { CallOptions, GoogleClient } from '../google-client';
import type { Suggestion } from '../rules';

/** The two lists Gmail suggests from: the user's contacts first, then those Google saved from mail. */
const LISTS = ['/v1/people:searchContacts', '/v1/otherContacts:search'] as const;
type ContactList = (typeof LISTS)[number];

const READ_MASK = 'names,emailAddresses';
/** Google's default, enough to fill the list once chips and repeats are left out. */
const PAGE_SIZE = '10';

/** The part of a People API SearchResponse read here (empty fields are left out by Google). */
interface SearchResponse {
  results?: {
    person?: {
      names?: { displayName?: string }[];
      emailAddresses?: { value?: string }[];
    };
  }[];
}

/** People's contacts matching a query: one per address, with the person's display name. */
export interface ContactSearch {
  /**
   * Google's warm-up: an empty query to each list, which fills its search cache (before it, searches
   * may miss). Call it when compose opens; a search made before it finishes waits for it.
   */
  warmUp(): void;
  /**
   * The user's contacts, then the other contacts, matching `query` (prefix phrases of names and
   * addresses, Google's matching). A list that cannot be asked (no People origin, a 403 met before,
   * any failure) adds nothing, so suggestions fall back to mail; rejects only when aborted.
   */
  search(query: string, options?: CallOptions): Promise<Suggestion[]>;
}

const contactsOf = (answer: SearchResponse | undefined): Suggestion[] =>
  (answer?.results ?? []).flatMap(({ person }) => {
    const name = person?.names?.[0]?.displayName ?? '';
    return (person?.emailAddresses ?? []).flatMap(({ value }) =>
      value ? [{ name, email: value }] : [],
    );
  });

function createContactSearch(client: GoogleClient): ContactSearch {
  // A list that answered 403 (scope not granted, People API not enabled) is not asked again.
  const refused = new Set<ContactList>();
  let warnedOnce = false;
  let warming: Promise<unknown> | undefined;

  const ask = async (list: ContactList, query: string, signal?: AbortSignal) => {
    if (refused.has(list)) return [];
    try {
      const params = { query, readMask: READ_MASK, pageSize: PAGE_SIZE };
      return contactsOf(await client.requestPeople<SearchResponse>(list, params, { signal }));
    } catch (error) {
      if (isAbortError(error)) throw error;
      if (isGoogleApiError(error) && error.status === 403 && !error.isRateLimited)
        refused.add(list);
      // Suggestions still come from mail: one line in the console is enough for the session.
      if (!warnedOnce) console.warn('Contacts could not be searched; suggesting from mail.', error);
      warnedOnce = true;
      return [];
    }
  };
  const warmUp = () => Promise.all(LISTS.map((list) => ask(list, '')));

  return {
    warmUp() {
      warming = warmUp();
    },
    async search(query, { signal } = {}) {
      if (query.trim() === '') return [];
      await untilAborted((warming ??= warmUp()), signal);
      const found = await Promise.all(LISTS.map((list) => ask(list, query.trim(), signal)));
      return found.flat();
    },
  };
}

const searches = new WeakMap<GoogleClient, ContactSearch>();

/** The contact search of `client`: one per client, so a refusal is remembered for the session. */
export function contactSearch(client: GoogleClient): ContactSearch {
  let search = searches.get(client);
  if (!search) {
    search = createContactSearch(client);
    searches.set(client, search);
  }
  return search;
}

export {
  CORRESPONDENTS_DATABASE,
  correspondentStore,
  createCorrespondentStore,
  type CorrespondentStore,
} from './correspondent-store';
