import { SCOPES } from '../auth/scopes';
import { emulatorForThisFile } from '../test-support/harness';
import { matchesPrefixPhrase } from './people-routes';

const h = emulatorForThisFile();
const CONTACTS = '/v1/people:searchContacts';
const OTHER = '/v1/otherContacts:search';
const MASK = 'readMask=names,emailAddresses';

interface SearchResponse {
  results?: {
    person: {
      resourceName: string;
      etag: string;
      names?: { displayName: string }[];
      emailAddresses?: { value: string }[];
    };
  }[];
}

const search = (path: string, query: string, extra = '') =>
  h.json<SearchResponse>(`${path}?query=${encodeURIComponent(query)}&${MASK}${extra}`);
const addresses = (answer: SearchResponse) =>
  (answer.results ?? []).map(({ person }) => person.emailAddresses?.[0]?.value);

describe('the warm-up Google asks for', () => {
  it('a search before any warm-up finds nothing; after an empty query it finds', async () => {
    expect(await search(CONTACTS, 'kenji')).toEqual({});
    expect(await search(CONTACTS, '')).toEqual({});
    expect(addresses(await search(CONTACTS, 'kenji'))).toEqual(['kenji.watanabe@example.com']);
  });

  it('each method has its own cache: warming people:searchContacts leaves other contacts cold', async () => {
    expect(await search(OTHER, 'parcel')).toEqual({});
    await search(OTHER, '');
    expect(addresses(await search(OTHER, 'parcel'))).toEqual(['tracking@parcelpoint.example']);
  });
});

describe('searching, once warm', () => {
  it("answers Google's Person shape with names and addresses", async () => {
    const answer = await search(CONTACTS, 'Kenji Wat');
    expect(answer.results).toHaveLength(1);
    const person = answer.results?.[0]?.person;
    expect(person?.resourceName).toMatch(/^people\/c\d+$/);
    expect(person?.etag).toEqual(expect.any(String));
    expect(person?.names?.[0]?.displayName).toBe('Kenji Watanabe');
    expect(person?.emailAddresses?.[0]?.value).toBe('kenji.watanabe@example.com');
    expect(person).not.toHaveProperty('metadata');
  });

  it('saved contacts are the people written to; other contacts those who wrote, not saved', async () => {
    const other = await search(OTHER, 'tracking');
    expect(other.results?.[0]?.person.resourceName).toMatch(/^otherContacts\/c\d+$/);
    expect(await search(CONTACTS, 'tracking')).toEqual({});
    expect(await search(OTHER, 'kenji')).toEqual({});
    // The user is nobody's contact.
    expect(await search(CONTACTS, 'demo@example.com')).toEqual({});
  });

  it('matches prefix phrases of the name and the address, not the middle of a word', async () => {
    expect(addresses(await search(CONTACTS, 'watanabe'))).toEqual(['kenji.watanabe@example.com']);
    expect(await search(CONTACTS, 'atanabe')).toEqual({});
    expect(matchesPrefixPhrase('foo name', 'foo n')).toBe(true);
    expect(matchesPrefixPhrase('foo name', 'nam')).toBe(true);
    expect(matchesPrefixPhrase('foo name', 'oo n')).toBe(false);
  });

  it('a person just written to becomes a saved contact', async () => {
    const raw = Buffer.from(
      'To: Nadia Okafor <nadia.okafor@new-friend.example>\r\nSubject: hi\r\n\r\nhello\r\n',
    ).toString('base64url');
    await h.json('/gmail/v1/users/me/messages/send', { body: { raw } });
    const answer = await search(CONTACTS, 'nadia');
    expect(answer.results?.[0]?.person.names?.[0]?.displayName).toBe('Nadia Okafor');
  });

  it('the readMask decides the fields', async () => {
    const answer = await h.json<SearchResponse>(`${CONTACTS}?query=kenji&readMask=emailAddresses`);
    expect(answer.results?.[0]?.person).not.toHaveProperty('names');
    expect(answer.results?.[0]?.person.emailAddresses).toHaveLength(1);
  });

  it('pageSize: 10 by default and for 0, at most 30', async () => {
    const count = async (extra: string) =>
      (await search(CONTACTS, 'example', extra)).results?.length ?? 0;
    const all = await count('&pageSize=30');
    // The demo mailbox has more than 30 people at example domains written to.
    expect(all).toBe(30);
    expect(await count('')).toBe(10);
    expect(await count('&pageSize=0')).toBe(10);
    expect(await count('&pageSize=3')).toBe(3);
    expect(await count('&pageSize=500')).toBe(30);
  });
});

describe('refusals', () => {
  it.each([
    ['no readMask', `${CONTACTS}?query=kenji`, /readMask is required/],
    ['an empty readMask', `${CONTACTS}?query=kenji&readMask=`, /readMask is required/],
    ['a path other contacts lack', `${OTHER}?query=a&readMask=names,birthdays`, /birthdays/],
    ['a negative pageSize', `${CONTACTS}?query=a&${MASK}&pageSize=-1`, /pageSize/],
  ])('%s is 400 INVALID_ARGUMENT', async (_case, path, message) => {
    const answer = await h.call(path);
    expect(answer.status).toBe(400);
    const { error } = answer.json<{ error: { code: number; status: string; message: string } }>();
    expect(error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    expect(error.message).toMatch(message);
  });

  it('an unknown query parameter is 400', async () => {
    expect((await h.call(`${CONTACTS}?query=a&${MASK}&maxResults=5`)).status).toBe(400);
  });

  it('no token is 401', async () => {
    expect((await h.call(`${CONTACTS}?query=a&${MASK}`, { token: null })).status).toBe(401);
  });

  it.each([
    ['people:searchContacts', CONTACTS, [SCOPES.gmailModify, SCOPES.contactsOtherReadonly]],
    ['otherContacts:search', OTHER, [SCOPES.gmailModify, SCOPES.contactsReadonly]],
  ])('%s without its scope is 403 PERMISSION_DENIED', async (_method, path, scopes) => {
    const token = h.emulator.issueToken({ scopes });
    const answer = await h.call(`${path}?query=a&${MASK}`, { token });
    expect(answer.status).toBe(403);
    expect(answer.json()).toEqual({
      error: {
        code: 403,
        message: 'Request had insufficient authentication scopes.',
        status: 'PERMISSION_DENIED',
        details: [
          expect.objectContaining({
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
          }),
        ],
      },
    });
  });

  it('contacts (read and write) also lets people:searchContacts through', async () => {
    const token = h.emulator.issueToken({ scopes: [SCOPES.contacts] });
    expect((await h.call(`${CONTACTS}?query=kenji&${MASK}`, { token })).status).toBe(200);
  });
});
