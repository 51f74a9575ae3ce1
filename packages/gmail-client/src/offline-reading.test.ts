import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { GoogleApiError, NetworkError } from './errors';
import type { GmailThread, GoogleClient, UserProfile } from './google-client';
import type { MailboxPage } from './mailbox-page';
import { withOfflineReading } from './offline-reading';
import { createSavedMailStore, type SavedMailStore } from './saved-mail-store';
import { page, thread } from './test-support/saved-mail-fixtures';

const ANN: UserProfile = { name: 'Ann', email: 'ann@example.com', picture: '' };
const BOB: UserProfile = { name: 'Bob', email: 'bob@example.com', picture: '' };

/** What the fake Google answers; each test sets it. */
interface Answers {
  profile: UserProfile;
  page: () => Promise<MailboxPage>;
  thread: () => Promise<GmailThread>;
  prefetched?: GmailThread;
}

function setUp() {
  globalThis.indexedDB = new IDBFactory();
  const store: SavedMailStore = createSavedMailStore();
  const answers: Answers = {
    profile: ANN,
    page: () => Promise.resolve(page('t1', 't2')),
    thread: () => Promise.resolve(thread('t1')),
  };
  const network = {
    listMailboxPage: jest.fn(() => answers.page()),
    getThread: jest.fn(() => answers.thread()),
    takePrefetchedThread: jest.fn(() => answers.prefetched),
    getProfile: jest.fn(() => Promise.resolve(answers.profile)),
  };
  const state = { token: 'token-ann' as string | null, online: true };
  const client = withOfflineReading(network as unknown as GoogleClient, {
    store: () => Promise.resolve(store),
    getAccessToken: () => state.token,
    isOnline: () => state.online,
  });
  return { store, answers, network, state, client };
}

const offline = () => Promise.reject(new NetworkError('Request failed: offline'));

/** Saving happens after the answer is handed over: waits until `read` finds it. */
async function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('never saved');
}

describe('offline reading', () => {
  it("saves a named list's first page and gives it back at once when the browser is offline", async () => {
    const { store, network, state, client } = setUp();
    await expect(client.listMailboxPage({ offlineKey: 'IMPORTANT' })).resolves.toEqual(
      page('t1', 't2'),
    );
    await eventually(() => store.loadPage(ANN.email, 'IMPORTANT'));

    state.online = false;
    await expect(client.listMailboxPage({ offlineKey: 'IMPORTANT' })).resolves.toEqual(
      page('t1', 't2'),
    );
    // No call that would wait out its retries.
    expect(network.listMailboxPage).toHaveBeenCalledTimes(1);
  });

  it('gives the saved page back when the call ends in a NetworkError, and nothing for other failures', async () => {
    const { store, answers, client } = setUp();
    await client.listMailboxPage({ offlineKey: 'INBOX' });
    await eventually(() => store.loadPage(ANN.email, 'INBOX'));

    answers.page = offline;
    await expect(client.listMailboxPage({ offlineKey: 'INBOX' })).resolves.toEqual(
      page('t1', 't2'),
    );
    const serverError = new GoogleApiError(500, 'backendError', 'Backend Error');
    answers.page = () => Promise.reject(serverError);
    await expect(client.listMailboxPage({ offlineKey: 'INBOX' })).rejects.toBe(serverError);
  });

  it('lets the failure through when nothing was saved', async () => {
    const { answers, network, state, client } = setUp();
    state.online = false;
    answers.page = offline;
    await expect(client.listMailboxPage({ offlineKey: 'SENT' })).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(network.listMailboxPage).toHaveBeenCalledTimes(1);
  });

  it('keeps no list without an offlineKey and no later page: they answer one query or position', async () => {
    const { store, answers, client } = setUp();
    await client.listMailboxPage({ q: 'from:ann' });
    await client.listMailboxPage({ offlineKey: 'IMPORTANT', pageToken: 'p2' });
    await client.listMailboxPage({ offlineKey: 'ARCHIVED' });
    await eventually(() => store.loadPage(ANN.email, 'ARCHIVED'));
    await expect(store.loadPage(ANN.email, 'SEARCH')).resolves.toBeUndefined();
    await expect(store.loadPage(ANN.email, 'IMPORTANT')).resolves.toBeUndefined();

    answers.page = offline;
    await expect(
      client.listMailboxPage({ offlineKey: 'ARCHIVED', pageToken: 'p2' }),
    ).rejects.toBeInstanceOf(NetworkError);
  });

  it('saves opened conversations, fetched or prefetched, and gives them back offline', async () => {
    const { store, answers, state, client } = setUp();
    await client.getThread('t1');
    answers.prefetched = thread('t2', '<p>Prefetched</p>');
    expect(client.takePrefetchedThread('t2')).toEqual(answers.prefetched);
    await eventually(() => store.loadThread(ANN.email, 't2'));
    await eventually(() => store.loadThread(ANN.email, 't1'));

    state.online = false;
    answers.thread = offline;
    await expect(client.getThread('t1')).resolves.toEqual(thread('t1'));
    await expect(client.getThread('t2')).resolves.toEqual(thread('t2', '<p>Prefetched</p>'));
    await expect(client.getThread('t3')).rejects.toBeInstanceOf(NetworkError);
  });

  it("never shows one account's mail to a token userinfo has not named for it", async () => {
    const { store, answers, state, client } = setUp();
    await client.listMailboxPage({ offlineKey: 'IMPORTANT' });
    await client.getThread('t1');
    await eventually(() => store.loadThread(ANN.email, 't1'));

    // Ann's session ended on a 401; Bob signs in on this device and goes offline at once.
    state.token = 'token-bob';
    answers.profile = BOB;
    state.online = false;
    answers.page = offline;
    answers.thread = offline;
    await expect(client.listMailboxPage({ offlineKey: 'IMPORTANT' })).rejects.toBeInstanceOf(
      NetworkError,
    );
    await expect(client.getThread('t1')).rejects.toBeInstanceOf(NetworkError);
  });

  it("offline, names the account the token was recorded for (who is signed in), and no other token's", async () => {
    const { store, network, answers, state, client } = setUp();
    await client.listMailboxPage({ offlineKey: 'IMPORTANT' });
    await eventually(() => store.loadPage(ANN.email, 'IMPORTANT'));

    network.getProfile.mockImplementation(offline);
    await expect(client.getProfile()).resolves.toEqual({ email: ANN.email, name: '', picture: '' });
    state.online = false;
    state.token = 'token-bob';
    answers.profile = BOB;
    await expect(client.getProfile()).rejects.toBeInstanceOf(NetworkError);
  });

  it('keeps nothing that arrives after the session ended', async () => {
    const { store, answers, state, client } = setUp();
    let answer: (value: MailboxPage) => void = () => undefined;
    answers.page = () => new Promise((resolve) => (answer = resolve));
    const listed = client.listMailboxPage({ offlineKey: 'IMPORTANT' });
    state.token = null;
    answer(page('t1'));
    await listed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(store.loadPage(ANN.email, 'IMPORTANT')).resolves.toBeUndefined();
  });
});
