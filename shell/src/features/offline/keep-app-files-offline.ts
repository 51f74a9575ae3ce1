import { afterFirstRows } from '../../lib/after-first-rows';

/**
 * Once the first rows are on screen (never competing with them), registers the service worker that
 * keeps the app's files for a reload while offline. Its code loads only then.
 */
export function keepAppFilesOfflineAfterFirstRows(): void {
  afterFirstRows(() => {
    import('./register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn('The app will need the network to start', error));
  });
}
