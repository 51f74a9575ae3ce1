/**
 * jsdom has neither IndexedDB nor Cache Storage: stand-ins holding named databases and caches, which
 * record what LOGOUT deletes. `blockedDatabases` answer `blocked` (a tab holds them open) and stay.
 */
export function installFakeDeviceStores(
  databaseNames: string[],
  cacheNames: string[],
  { blockedDatabases = [] as string[] } = {},
) {
  const databases = new Set(databaseNames);
  const cacheStore = new Set(cacheNames);
  const deleteDatabase = jest.fn((name: string) => {
    const request = {} as { onsuccess?: () => void; onblocked?: () => void };
    // A promise, not a timer: tests run with fake timers.
    void Promise.resolve().then(() => {
      if (blockedDatabases.includes(name)) return request.onblocked?.();
      databases.delete(name);
      request.onsuccess?.();
    });
    return request;
  });
  Object.defineProperty(globalThis, 'indexedDB', {
    value: {
      databases: () => Promise.resolve([...databases].map((name) => ({ name, version: 1 }))),
      deleteDatabase,
    },
    configurable: true,
  });
  Object.defineProperty(globalThis, 'caches', {
    value: {
      keys: () => Promise.resolve([...cacheStore]),
      delete: (name: string) => Promise.resolve(cacheStore.delete(name)),
    },
    configurable: true,
  });
  return {
    deleteDatabase,
    databases: () => [...databases],
    caches: () => [...cacheStore],
    uninstall: () => {
      Reflect.deleteProperty(globalThis, 'indexedDB');
      Reflect.deleteProperty(globalThis, 'caches');
    },
  };
}
