/**
 * Loads by key in which concurrent callers of one key share one load. Each caller can abort its own
 * wait; the load itself is aborted only when every caller waiting on it has aborted.
 */
export class SharedLoads<T> {
  private readonly loads = new Map<string, SharedLoad<T>>();

  run(key: string, load: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const shared = this.loads.get(key) ?? this.start(key, load);
    shared.waiting += 1;
    if (!signal) return shared.promise;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        reject(signal.reason);
        shared.waiting -= 1;
        if (shared.waiting > 0) return;
        this.forget(key, shared);
        shared.controller.abort(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      shared.promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  private start(key: string, load: (signal: AbortSignal) => Promise<T>): SharedLoad<T> {
    const controller = new AbortController();
    const shared: SharedLoad<T> = { promise: load(controller.signal), controller, waiting: 0 };
    const forget = () => this.forget(key, shared);
    shared.promise.then(forget, forget);
    this.loads.set(key, shared);
    return shared;
  }

  private forget(key: string, shared: SharedLoad<T>): void {
    if (this.loads.get(key) === shared) this.loads.delete(key);
  }
}

interface SharedLoad<T> {
  promise: Promise<T>;
  controller: AbortController;
  /** Callers still waiting for it. */
  waiting: number;
}
