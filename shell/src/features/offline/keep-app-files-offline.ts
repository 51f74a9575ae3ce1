import { on } from '@mail/event-bus';

/**
 * Once the first rows are on screen (never competing with them), registers the service worker that
 * keeps the app's files for a reload while offline. Its code loads only then.
 */
export function keepAppFilesOfflineAfterFirstRows(): void {
  const subscription = on('mailbox/rows-shown').subscribe(() => {
    subscription.unsubscribe();
    import('./register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn('The app will need the network to start', error));
  });
}
