import 'fake-indexeddb/auto';
import { openDB, type DBSchema } from 'idb';
import { databaseOpener } from './database-opener';

interface NotesSchema extends DBSchema {
  notes: { key: string; value: string };
}

const openNotes = (name: string) =>
  databaseOpener<NotesSchema>(name, 1, (db) => {
    db.createObjectStore('notes');
  });

const deleteDatabase = (name: string) =>
  new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('delete failed'));
    request.onblocked = () => reject(new Error('delete blocked'));
  });

describe('databaseOpener', () => {
  it('opens once and hands back the same connection', async () => {
    const open = openNotes('once');
    const [first, second] = await Promise.all([open(), open()]);
    expect(second).toBe(first);
    await first.put('notes', 'kept', 'a');
    await expect((await open()).get('notes', 'a')).resolves.toBe('kept');
  });

  it('yields to a deletion of its database (LOGOUT) and opens it afresh, empty, next time', async () => {
    const open = openNotes('yields');
    const before = await open();
    await before.put('notes', 'secret', 'a');
    await deleteDatabase('yields');
    const after = await open();
    expect(after).not.toBe(before);
    await expect(after.get('notes', 'a')).resolves.toBeUndefined();
  });

  it('forgets a failed open, so the next call tries again', async () => {
    // A newer version already on the device: opening version 1 fails (VersionError).
    (await openDB('retried', 2)).close();
    const open = openNotes('retried');
    await expect(open()).rejects.toThrow();
    await deleteDatabase('retried');
    await expect(open().then((db) => db.objectStoreNames.contains('notes'))).resolves.toBe(true);
  });
});
