import { CrossOriginWorker } from './cross-origin-worker';

/**
 * A worker running markup-size.worker.ts. Its own module, loaded only where there are workers: the
 * `import.meta.url` that tells rspack to bundle the worker is no syntax for the tests' CommonJS.
 */
export const startMarkupWorker = (): Worker =>
  new CrossOriginWorker(new URL('./markup-size.worker.ts', import.meta.url), {
    name: 'markup-size',
  });
