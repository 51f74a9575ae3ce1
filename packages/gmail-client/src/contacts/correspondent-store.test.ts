import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { createCorrespondentStore, CORRESPONDENTS_DATABASE } from './correspondent-store';

const ME = 'me@example.com';
const OTHER_ACCOUNT = 'other@example.com';
const kenji = { name: 'Kenji Watanabe', email: 'Kenji.Watanabe@example.com' };

// A fresh, empty IndexedDB for every test.
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

/** A store whose clock moves one millisecond per call. */
function store(limit?: number) {
  let clock = 1_000;
  return createCorrespondentStore(limit, () => (clock += 1));
}

const byEmail = (list: { email: string }[]) =>
  [...list].sort((a, b) => a.email.localeCompare(b.email));

describe('the correspondent store', () => {
  it('keeps who was written to and seen, per account, with names and counts', async () => {
    const kept = store();
    await kept.rememberSeen(ME, [
      { name: '', email: kenji.email },
      { name: 'Ann', email: 'ann@x.io' },
    ]);
    await kept.rememberWritten(ME, [kenji]);
    await kept.rememberWritten(ME, [{ name: '', email: 'KENJI.watanabe@example.com' }]);

    expect(byEmail(await kept.load(ME))).toEqual([
      {
        name: 'Ann',
        email: 'ann@x.io',
        timesWrittenTo: 0,
        lastWrittenAt: 0,
        writtenWeight: 0,
        lastSeenAt: 1_001,
      },
      expect.objectContaining({
        name: 'Kenji Watanabe',
        email: 'kenji.watanabe@example.com',
        timesWrittenTo: 2,
        lastWrittenAt: 1_003,
        lastSeenAt: 1_001,
      }),
    ]);
    await expect(kept.load(OTHER_ACCOUNT)).resolves.toEqual([]);
  });

  it('keeps nothing without an account, and nothing that is not an address', async () => {
    const kept = store();
    await kept.rememberWritten('', [kenji]);
    await kept.rememberSeen(ME, [
      { name: 'Root', email: 'root@localhost' },
      { name: 'x', email: '' },
    ]);
    await expect(kept.load('')).resolves.toEqual([]);
    await expect(kept.load(ME)).resolves.toEqual([]);
  });

  it('stays within its limit per account, dropping the least useful first', async () => {
    const kept = store(2);
    await kept.rememberWritten(ME, [{ name: '', email: 'written@x.io' }]);
    await kept.rememberSeen(ME, [{ name: '', email: 'seen-first@x.io' }]);
    await kept.rememberSeen(ME, [{ name: '', email: 'seen-last@x.io' }]);
    await kept.rememberSeen(OTHER_ACCOUNT, [{ name: '', email: 'theirs@x.io' }]);
    expect(byEmail(await kept.load(ME)).map(({ email }) => email)).toEqual([
      'seen-last@x.io',
      'written@x.io',
    ]);
    expect((await kept.load(OTHER_ACCOUNT)).map(({ email }) => email)).toEqual(['theirs@x.io']);
  });

  it('is a database LOGOUT deletes: after its deletion it opens empty and keeps working', async () => {
    const kept = store();
    await kept.rememberWritten(ME, [kenji]);
    const names = (await indexedDB.databases()).map(({ name }) => name);
    expect(names).toEqual([CORRESPONDENTS_DATABASE]);
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(CORRESPONDENTS_DATABASE);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('delete failed'));
      request.onblocked = () => reject(new Error('the store held its database open'));
    });
    await expect(kept.load(ME)).resolves.toEqual([]);
  });
});
