import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { createSavedMailStore, SAVED_MAIL_DATABASE } from './saved-mail-store';
import { page, thread } from './test-support/saved-mail-fixtures';

const ANN = 'ann@example.com';
const BOB = 'bob@example.com';

// A fresh, empty IndexedDB for every test.
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

/** A store whose clock moves one millisecond per call, so every thread is opened after the last. */
function store(limits = { threads: 50, threadBytes: 5 * 1024 * 1024 }) {
  let clock = 0;
  return createSavedMailStore(limits, () => (clock += 1));
}

describe('the saved mail store', () => {
  it("gives back each view's page and an opened conversation to their account only", async () => {
    const saved = store();
    await saved.rememberSession('digest-ann', ANN);
    await saved.savePage(ANN, 'IMPORTANT', page('t1', 't2'));
    await saved.savePage(ANN, 'SENT', page('t3'));
    await saved.saveThread(ANN, thread('t1'));

    await expect(saved.loadPage(ANN, 'IMPORTANT')).resolves.toEqual(page('t1', 't2'));
    await expect(saved.loadPage(ANN, 'SENT')).resolves.toEqual(page('t3'));
    await expect(saved.loadPage(ANN, 'INBOX')).resolves.toBeUndefined();
    await expect(saved.loadThread(ANN, 't1')).resolves.toEqual(thread('t1'));
    await expect(saved.loadPage(BOB, 'IMPORTANT')).resolves.toBeUndefined();
    await expect(saved.loadThread(BOB, 't1')).resolves.toBeUndefined();
  });

  it('names the account only for the token it was recorded with', async () => {
    const saved = store();
    await expect(saved.accountOfSession('digest-ann')).resolves.toBeUndefined();
    await saved.rememberSession('digest-ann', ANN);
    await expect(saved.accountOfSession('digest-ann')).resolves.toBe(ANN);
    await expect(saved.accountOfSession('digest-other')).resolves.toBeUndefined();
  });

  it("deletes the previous account's mail when another account signs in, and keeps it for the same one", async () => {
    const saved = store();
    await saved.rememberSession('digest-ann', ANN);
    await saved.savePage(ANN, 'IMPORTANT', page('t1'));
    await saved.saveThread(ANN, thread('t1'));

    // Ann again with a new token (her old one expired): her mail stays.
    await saved.rememberSession('digest-ann-2', ANN);
    await expect(saved.loadPage(ANN, 'IMPORTANT')).resolves.toEqual(page('t1'));

    await saved.rememberSession('digest-bob', BOB);
    await expect(saved.loadPage(ANN, 'IMPORTANT')).resolves.toBeUndefined();
    await expect(saved.loadThread(ANN, 't1')).resolves.toBeUndefined();
    await expect(saved.accountOfSession('digest-ann-2')).resolves.toBeUndefined();
  });

  it('keeps the most recently opened conversations up to the count', async () => {
    const saved = store({ threads: 3, threadBytes: 1024 * 1024 });
    for (const id of ['t1', 't2', 't3']) await saved.saveThread(ANN, thread(id));
    // Opened again: now the most recent.
    await saved.saveThread(ANN, thread('t1'));
    await saved.saveThread(ANN, thread('t4'));

    await expect(saved.loadThread(ANN, 't2')).resolves.toBeUndefined();
    for (const id of ['t1', 't3', 't4']) {
      await expect(saved.loadThread(ANN, id)).resolves.toEqual(thread(id));
    }
  });

  it('keeps the conversations under the byte cap, and never one larger than the cap', async () => {
    const body = (characters: number) => `<p>${'x'.repeat(characters)}</p>`;
    // Each about 2 × 4,000 bytes (3,000 characters in base64url) with its fields: two fit in 20,000,
    // three do not.
    const saved = store({ threads: 50, threadBytes: 20_000 });
    await saved.saveThread(ANN, thread('t1', body(3000)));
    await saved.saveThread(ANN, thread('t2', body(3000)));
    await saved.saveThread(ANN, thread('t3', body(3000)));
    await saved.saveThread(ANN, thread('huge', body(20_000)));

    await expect(saved.loadThread(ANN, 't1')).resolves.toBeUndefined();
    await expect(saved.loadThread(ANN, 't2')).resolves.toBeDefined();
    await expect(saved.loadThread(ANN, 't3')).resolves.toBeDefined();
    await expect(saved.loadThread(ANN, 'huge')).resolves.toBeUndefined();
  });

  it('skips a conversation whose messages Gmail estimates past the cap, without reading it', async () => {
    const saved = store({ threads: 50, threadBytes: 20_000 });
    const large = thread('large', '<p>small body</p>');
    large.messages = large.messages?.map((message) => ({ ...message, sizeEstimate: 15_000 }));
    const toJSON = jest.fn(() => ({}));
    await saved.saveThread(ANN, Object.assign(large, { toJSON }));

    await expect(saved.loadThread(ANN, 'large')).resolves.toBeUndefined();
    expect(toJSON).not.toHaveBeenCalled();
  });

  it('drops the conversations version 1 kept parsed for display, and keeps the pages', async () => {
    const old = await openDB(SAVED_MAIL_DATABASE, 1, {
      upgrade(db) {
        db.createObjectStore('session');
        db.createObjectStore('pages', { keyPath: ['account', 'view'] });
        db.createObjectStore('threads', { keyPath: ['account', 'threadId'] }).createIndex(
          'by-opened-at',
          ['openedAt', 'bytes'],
        );
      },
    });
    await old.put('pages', { account: ANN, view: 'IMPORTANT', page: page('t1') });
    await old.put('threads', { account: ANN, threadId: 't1', thread: {}, openedAt: 1, bytes: 2 });
    old.close();

    const saved = store();
    await expect(saved.loadThread(ANN, 't1')).resolves.toBeUndefined();
    await expect(saved.loadPage(ANN, 'IMPORTANT')).resolves.toEqual(page('t1'));
  });

  it('lets LOGOUT delete its database while open, and starts empty afterwards', async () => {
    const saved = store();
    await saved.rememberSession('digest-ann', ANN);
    await saved.savePage(ANN, 'IMPORTANT', page('t1'));
    await expect(indexedDB.databases()).resolves.toEqual([
      expect.objectContaining({ name: SAVED_MAIL_DATABASE }),
    ]);

    await new Promise<void>((deleted, failed) => {
      const request = indexedDB.deleteDatabase(SAVED_MAIL_DATABASE);
      request.onsuccess = () => deleted();
      request.onerror = () => failed(request.error);
      request.onblocked = () => failed(new Error('the store held its database open'));
    });

    await expect(saved.accountOfSession('digest-ann')).resolves.toBeUndefined();
    await expect(saved.loadPage(ANN, 'IMPORTANT')).resolves.toBeUndefined();
  });
});
