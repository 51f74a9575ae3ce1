import { backoffDelay, defaultRetryPolicy, retryUrl, wait, type RetryPolicy } from './backoff';

type ChunkId = string | number;

/**
 * The chunk-loading part of one bundle's runtime (its `__webpack_require__`). Every app has its own,
 * and a remote's exposed modules, its shared modules and their CSS are all loaded through it.
 */
export interface ChunkLoadingRuntime {
  /** Ensures a chunk: runs each chunk handler (script, stylesheet, federation's remotes and shared). */
  e?: (chunkId: ChunkId) => Promise<unknown>;
  /** A chunk's script file, relative to the public path; read while `e` starts a load. */
  u?: (chunkId: ChunkId) => string;
  /** A chunk's stylesheet file (rspack's CSS chunks); read while `e` starts a load. */
  k?: (chunkId: ChunkId) => string;
}

// Global symbols: a remote built to run alone (its dev server) carries its own copy of this module,
// and the copies must recognise each other.
const WRAPPED = Symbol.for('@mail/federation/chunk-load-retries');
const RETRIES_SPENT = Symbol.for('@mail/federation/chunk-load-retries-spent');

type Marked<T> = T & { [WRAPPED]?: true };

/** Rspack's loaders reject with a ChunkLoadError when a script or stylesheet fails or times out. */
function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/**
 * A chunk failed after its own bundle's retries, so a bundle whose chunk needs it (a shared module
 * provided by another remote) gives up at once instead of multiplying the waits.
 */
function retriesSpent(error: Error): boolean {
  return (error as Error & { [RETRIES_SPENT]?: true })[RETRIES_SPENT] === true;
}

function markRetriesSpent(error: Error): Error {
  Object.defineProperty(error, RETRIES_SPENT, { value: true });
  return error;
}

/**
 * Makes a bundle retry every chunk it fails to load (its exposed modules, shared modules, CSS) with
 * backoff, before the failure reaches the caller (for a remote, its slot's message). A retry goes
 * through the bundle's own loader again, so the script keeps its Trusted Types policy, nonce, integrity
 * (looked up by chunk id, and a query does not change the file) and crossorigin. Rspack's loaders forget
 * a failed chunk, so ensuring it again starts a new load; the file name gets `?retry=n`. Callers that
 * ask for a chunk while it is being retried share that one retry.
 */
export function retryChunkLoads(
  runtime: ChunkLoadingRuntime,
  policy: RetryPolicy = defaultRetryPolicy,
  pause: (ms: number) => Promise<void> = wait,
): void {
  const ensureChunk: Marked<NonNullable<ChunkLoadingRuntime['e']>> | undefined = runtime.e;
  if (!ensureChunk || ensureChunk[WRAPPED]) return;

  // Set only while a retry starts its load: the loaders read the file names synchronously.
  const retryOf = new Map<string, number>();
  const withRetryQuery =
    (fileOf: (chunkId: ChunkId) => string) =>
    (chunkId: ChunkId): string => {
      const retry = retryOf.get(String(chunkId));
      return retry === undefined ? fileOf(chunkId) : retryUrl(fileOf(chunkId), retry);
    };
  if (runtime.u) runtime.u = withRetryQuery(runtime.u);
  if (runtime.k) runtime.k = withRetryQuery(runtime.k);

  const ensureAgain = (chunkId: ChunkId, retry: number): Promise<unknown> => {
    retryOf.set(String(chunkId), retry);
    try {
      return ensureChunk(chunkId);
    } finally {
      retryOf.delete(String(chunkId));
    }
  };

  const retrying = new Map<string, Promise<unknown>>();
  const retry = async (chunkId: ChunkId, firstError: Error): Promise<unknown> => {
    let lastError = firstError;
    for (let index = 0; index < policy.retries; index++) {
      await pause(backoffDelay(policy, index));
      try {
        return await ensureAgain(chunkId, index + 1);
      } catch (error) {
        if (!isChunkLoadError(error) || retriesSpent(error)) throw error;
        lastError = error;
      }
    }
    throw markRetriesSpent(lastError);
  };

  const ensureWithRetries: Marked<NonNullable<ChunkLoadingRuntime['e']>> = (chunkId) =>
    ensureChunk(chunkId).catch((error: unknown) => {
      if (!isChunkLoadError(error) || retriesSpent(error)) throw error;
      const key = String(chunkId);
      const shared = retrying.get(key) ?? retry(chunkId, error).finally(() => retrying.delete(key));
      retrying.set(key, shared);
      return shared;
    });
  ensureWithRetries[WRAPPED] = true;
  runtime.e = ensureWithRetries;
}
