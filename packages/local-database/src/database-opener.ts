import { openDB, type DBSchema, type IDBPDatabase, type OpenDBCallbacks } from 'idb';

/**
 * A function that opens an IndexedDB database on first use and hands back the same connection after.
 * The connection yields to anyone deleting the database (LOGOUT deletes every database of the origin)
 * and the next call opens it afresh; a failed open is not remembered either, so storage that comes
 * back is used again.
 */
export function databaseOpener<Schema extends DBSchema>(
  name: string,
  version: number,
  upgrade: NonNullable<OpenDBCallbacks<Schema>['upgrade']>,
): () => Promise<IDBPDatabase<Schema>> {
  let database: Promise<IDBPDatabase<Schema>> | undefined;
  return () => {
    database ??= openDB<Schema>(name, version, {
      upgrade,
      blocking() {
        void database?.then((db) => db.close());
        database = undefined;
      },
    }).catch((error: unknown) => {
      database = undefined;
      throw error;
    });
    return database;
  };
}
