import { borrowHostRuntime } from './host-runtime';

/** A remote's @mail/federation/chunk-load-retries: the shell's. */
export const { retryChunkLoads } = borrowHostRuntime();
