/**
 * Runs `task` while holding the named Web Lock, so no other tab of the origin runs a task of that
 * name meanwhile; where the browser has no Web Locks, at once.
 */
export async function inOneTabAtATime<T>(name: string, task: () => Promise<T>): Promise<T> {
  // jsdom and old browsers have no Web Locks, whatever the DOM types say.
  const locks = navigator.locks as LockManager | undefined;
  return locks ? await locks.request(name, task) : task();
}
