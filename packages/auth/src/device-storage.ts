/**
 * Every store of this origin the product writes, emptied: what LOGOUT leaves of the account on the
 * device is nothing. Each store is cleared on its own, so one that fails (storage disabled, a
 * database held open) does not keep the others.
 */
export async function clearDeviceStorage(): Promise<void> {
  clearWebStorage(() => localStorage);
  clearWebStorage(() => sessionStorage);
  await Promise.all([deleteEveryDatabase(), deleteEveryCache()]);
}

function clearWebStorage(storage: () => Storage): void {
  try {
    storage().clear();
  } catch (error) {
    console.error('Could not clear web storage', error);
  }
}

/** Resolves once deleted, or once the deletion waits for a tab that holds the database open. */
function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => {
      console.error(`Could not delete the database ${name}`, request.error);
      resolve();
    };
    // Deleted as soon as the other connections close (the drafts store closes its own at once).
    request.onblocked = () => resolve();
  });
}

async function deleteEveryDatabase(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    const databases = await indexedDB.databases();
    await Promise.all(databases.map(({ name }) => (name ? deleteDatabase(name) : undefined)));
  } catch (error) {
    console.error('Could not clear the databases', error);
  }
}

async function deleteEveryCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  } catch (error) {
    console.error('Could not clear Cache Storage', error);
  }
}
