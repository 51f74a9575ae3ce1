// The contact search against the local Google stand-in over real HTTP on 127.0.0.1.
import { startEmulator } from '@mail/emulator';
import { createGoogleClient } from '../google-client';
import { contactSearch } from '.';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;

const AUTH = 'https://www.googleapis.com/auth/';
const EVERY_CONTACTS_SCOPE = [`${AUTH}contacts.readonly`, `${AUTH}contacts.other.readonly`];

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, fixturesDir: null });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.clearRequestLog());
afterEach(() => jest.restoreAllMocks());

function clientWith(scopes: string[], { people = true } = {}) {
  const token = emulator.issueToken({ scopes: [`${AUTH}gmail.modify`, ...scopes] });
  const origin = emulator.origin;
  return createGoogleClient({
    origins: {
      gmail: origin,
      calendar: origin,
      userinfo: origin,
      oauth: origin,
      ...(people && { people: origin }),
    },
    getAccessToken: () => token,
    onUnauthorized: () => undefined,
    retry: { maxRetries: 0 },
  });
}

const peopleCalls = () =>
  emulator
    .requestLog()
    .filter((entry) => entry.path.startsWith('/v1/'))
    .map((entry) => {
      const url = new URL(entry.path, 'http://stand-in');
      return `${url.pathname} ${url.searchParams.get('query')} ${entry.status}`;
    });

test('warms both lists up first, then finds contacts before other contacts, with names', async () => {
  const search = contactSearch(clientWith(EVERY_CONTACTS_SCOPE));
  // Without its own warm-up call: the first search warms up before it asks.
  expect(await search.search('kenji')).toEqual([
    { name: 'Kenji Watanabe', email: 'kenji.watanabe@example.com' },
  ]);
  expect(peopleCalls()).toEqual([
    '/v1/people:searchContacts  200',
    '/v1/otherContacts:search  200',
    '/v1/people:searchContacts kenji 200',
    '/v1/otherContacts:search kenji 200',
  ]);
  expect(await search.search('tracking')).toEqual([
    { name: 'ParcelPoint', email: 'tracking@parcelpoint.example' },
  ]);
});

test('each query is sent with readMask names,emailAddresses', async () => {
  await contactSearch(clientWith(EVERY_CONTACTS_SCOPE)).search('kenji');
  const paths = emulator.requestLog().map((entry) => new URL(entry.path, 'http://stand-in'));
  expect(paths.map((url) => url.searchParams.get('readMask'))).toEqual(
    Array(4).fill('names,emailAddresses'),
  );
});

test('a list that answers 403 adds nothing, is not asked again, and the console says so once', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // contacts.readonly granted, contacts.other.readonly not.
  const search = contactSearch(clientWith([`${AUTH}contacts.readonly`]));
  search.warmUp();
  expect(await search.search('kenji')).toEqual([
    { name: 'Kenji Watanabe', email: 'kenji.watanabe@example.com' },
  ]);
  expect(await search.search('tracking')).toEqual([]);
  expect(peopleCalls()).toEqual([
    '/v1/people:searchContacts  200',
    '/v1/otherContacts:search  403',
    '/v1/people:searchContacts kenji 200',
    '/v1/people:searchContacts tracking 200',
  ]);
  expect(warn).toHaveBeenCalledTimes(1);
});

test('no People origin in the run-time config: no request, nothing found, nothing logged', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const search = contactSearch(clientWith(EVERY_CONTACTS_SCOPE, { people: false }));
  expect(await search.search('kenji')).toEqual([]);
  expect(peopleCalls()).toEqual([]);
  expect(warn).not.toHaveBeenCalled();
});

test('an abort rejects the search with its reason', async () => {
  const search = contactSearch(clientWith(EVERY_CONTACTS_SCOPE));
  // Warm first, so that no request outlives the test.
  await search.search('ken');
  const controller = new AbortController();
  const searching = search.search('kenji', { signal: controller.signal });
  controller.abort(new DOMException('typed on', 'AbortError'));
  await expect(searching).rejects.toThrow('typed on');
});
