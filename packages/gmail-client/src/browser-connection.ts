import type { ConnectionSignals } from './google-client';

/** `navigator.onLine`; true where there is no navigator (a test, a worker without one). */
export const navigatorSaysOnline = () =>
  typeof navigator === 'undefined' || (navigator as Partial<Navigator>).onLine !== false;

/**
 * Feeds the page's online, offline and visibilitychange events to a client's connection. Returns the
 * function that stops it (a new page-wide client takes over).
 */
export function followBrowserConnection(
  connection: ConnectionSignals,
  page: Window = window,
): () => void {
  let hiddenSince = page.document.hidden ? Date.now() : undefined;
  const wentOffline = () => connection.wentOffline();
  const cameOnline = () => connection.cameOnline();
  const visibilityChanged = () => {
    if (page.document.hidden) {
      hiddenSince ??= Date.now();
      return;
    }
    if (hiddenSince === undefined) return;
    const hiddenForMs = Date.now() - hiddenSince;
    hiddenSince = undefined;
    connection.becameVisible(hiddenForMs);
  };
  page.addEventListener('offline', wentOffline);
  page.addEventListener('online', cameOnline);
  page.document.addEventListener('visibilitychange', visibilityChanged);
  return () => {
    page.removeEventListener('offline', wentOffline);
    page.removeEventListener('online', cameOnline);
    page.document.removeEventListener('visibilitychange', visibilityChanged);
  };
}
