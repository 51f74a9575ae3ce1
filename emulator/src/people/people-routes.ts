import { REQUIRED_SCOPES } from '../auth/scopes';
import { ApiError, invalidValueAt } from '../server/api-error';
import { ok } from '../server/api-types';
import type { Route } from '../server/router';
import type { Contact, ContactDirectory } from './contact-directory';

const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 30;

/** people:searchContacts's readMask paths (the Person fields). */
const PERSON_FIELDS = [
  'addresses',
  'ageRanges',
  'biographies',
  'birthdays',
  'calendarUrls',
  'clientData',
  'coverPhotos',
  'emailAddresses',
  'events',
  'externalIds',
  'genders',
  'imClients',
  'interests',
  'locales',
  'locations',
  'memberships',
  'metadata',
  'miscKeywords',
  'names',
  'nicknames',
  'occupations',
  'organizations',
  'phoneNumbers',
  'photos',
  'relations',
  'sipAddresses',
  'skills',
  'urls',
  'userDefined',
];
/** otherContacts:search keeps fewer fields. */
const OTHER_CONTACT_FIELDS = ['emailAddresses', 'metadata', 'names', 'phoneNumbers', 'photos'];
const READ_SOURCE_TYPES = ['READ_SOURCE_TYPE_CONTACT', 'READ_SOURCE_TYPE_PROFILE'];

/**
 * The People API answers errors in the newer Google shape: no `errors` array, the reason in an
 * ErrorInfo of `details`.
 */
function peopleError(
  code: number,
  status: string,
  message: string,
  details?: unknown[],
  headers?: Record<string, string>,
): ApiError {
  return new ApiError(
    code,
    { error: { code, message, status, ...(details && { details }) } },
    headers,
  );
}

const invalidArgument = (message: string) => peopleError(400, 'INVALID_ARGUMENT', message);

const insufficientScopes = (method: string, scopes: readonly string[]) => () =>
  peopleError(
    403,
    'PERMISSION_DENIED',
    'Request had insufficient authentication scopes.',
    [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
        domain: 'googleapis.com',
        metadata: { service: 'people.googleapis.com', method },
      },
    ],
    {
      'WWW-Authenticate': `Bearer realm="https://accounts.google.com/", error="insufficient_scope", scope="${scopes.join(' ')}"`,
    },
  );

/** readMask is required and every path must be one the method knows. */
function readMask(query: URLSearchParams, allowed: readonly string[], docs: string): Set<string> {
  const paths = (query.get('readMask') ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  if (paths.length === 0) {
    throw invalidArgument(
      `readMask is required. Please specify one or more valid paths. Valid paths are documented at ${docs}.`,
    );
  }
  const unknown = paths.find((path) => !allowed.includes(path));
  if (unknown) {
    throw invalidArgument(
      `Invalid readMask path "${unknown}". Valid paths are documented at ${docs}.`,
    );
  }
  return new Set(paths);
}

/** Default 10 when absent or 0; more than 30 is capped to 30, as Google documents. */
function pageSize(query: URLSearchParams): number {
  const value = query.get('pageSize');
  if (value === null) return DEFAULT_PAGE_SIZE;
  if (!/^-?\d{1,10}$/.test(value)) throw invalidValueAt('pageSize', 'TYPE_INT32', `"${value}"`);
  const size = Number(value);
  if (size < 0) throw invalidArgument('pageSize must not be negative.');
  return size === 0 ? DEFAULT_PAGE_SIZE : Math.min(size, MAX_PAGE_SIZE);
}

/**
 * Google matches prefix phrases: "foo name" is found by "f", "foo n" and "nam", not by "oo n". A
 * phrase may start at the beginning or after anything that is not a letter or digit (a space, the
 * dot or @ of an address).
 */
export function matchesPrefixPhrase(value: string, query: string): boolean {
  const text = value.toLowerCase();
  for (let at = text.indexOf(query); at !== -1; at = text.indexOf(query, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(text.charAt(at - 1))) return true;
  }
  return false;
}

/** A Person with the masked fields it has; empty ones are left out, as Google does. */
function personOf(contact: Contact, mask: ReadonlySet<string>) {
  const fieldMetadata = { primary: true, source: { type: contact.source, id: contact.id } };
  return {
    resourceName: contact.resourceName,
    etag: contact.etag,
    ...(mask.has('metadata') && {
      metadata: {
        sources: [{ type: contact.source, id: contact.id, etag: contact.etag }],
        objectType: 'PERSON',
      },
    }),
    ...(mask.has('names') &&
      contact.name && {
        names: [
          { metadata: fieldMetadata, displayName: contact.name, unstructuredName: contact.name },
        ],
      }),
    ...(mask.has('emailAddresses') && {
      emailAddresses: [{ metadata: fieldMetadata, value: contact.email }],
    }),
  };
}

interface SearchMethod {
  path: string;
  /** The RPC name Google's errors give. */
  rpc: string;
  docs: string;
  scopes: readonly string[];
  queryParams: readonly string[];
  fields: readonly string[];
  contacts(): readonly Contact[];
}

/**
 * people:searchContacts and otherContacts:search. Each keeps a search cache per user that only a
 * warm-up request (an empty query) fills: until then a search finds nothing, which is what Google
 * warns a client that skips it about.
 */
export function peopleRoutes(directory: ContactDirectory): Route[] {
  const warmed = new Set<string>();
  const searchRoute = (method: SearchMethod): Route => ({
    method: 'GET',
    path: method.path,
    kind: 'api',
    scopes: method.scopes,
    insufficientScopes: insufficientScopes(method.rpc, method.scopes),
    queryParams: method.queryParams,
    handle({ req, grant }) {
      const { query } = req;
      for (const source of query.getAll('sources')) {
        if (!READ_SOURCE_TYPES.includes(source))
          throw invalidValueAt('sources', 'TYPE_ENUM', `"${source}"`);
      }
      const mask = readMask(query, method.fields, method.docs);
      const size = pageSize(query);
      const text = (query.get('query') ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
      const cache = `${grant?.user ?? ''} ${method.path}`;
      if (text === '') {
        warmed.add(cache);
        return ok({});
      }
      if (!warmed.has(cache)) return ok({});
      const results = method
        .contacts()
        .filter((contact) =>
          [contact.name, contact.email].some((value) => matchesPrefixPhrase(value, text)),
        )
        .slice(0, size)
        .map((contact) => ({ person: personOf(contact, mask) }));
      return ok(results.length > 0 ? { results } : {});
    },
  });
  return [
    searchRoute({
      path: '/v1/people:searchContacts',
      rpc: 'google.people.v1.PeopleService.SearchContacts',
      docs: 'https://developers.google.com/people/api/rest/v1/people/searchContacts',
      scopes: REQUIRED_SCOPES.contactsRead,
      queryParams: ['query', 'readMask', 'pageSize', 'sources'],
      fields: PERSON_FIELDS,
      contacts: () => directory.lists().saved,
    }),
    searchRoute({
      path: '/v1/otherContacts:search',
      rpc: 'google.people.v1.OtherContacts.SearchOtherContacts',
      docs: 'https://developers.google.com/people/api/rest/v1/otherContacts/search',
      scopes: REQUIRED_SCOPES.otherContactsRead,
      queryParams: ['query', 'readMask', 'pageSize'],
      fields: OTHER_CONTACT_FIELDS,
      contacts: () => directory.lists().other,
    }),
  ];
}
