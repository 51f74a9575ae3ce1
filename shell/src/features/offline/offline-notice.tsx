import { useSyncExternalStore } from 'react';
import { publish } from '@mail/event-bus';
import './offline-notice.css';

function subscribe(onChange: () => void): () => void {
  // Back online: the mailbox shows fresh rows at once, not at its next minute's refresh.
  const cameOnline = () => {
    onChange();
    publish({ type: 'mailbox/refresh' });
  };
  window.addEventListener('online', cameOnline);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', cameOnline);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Says that what is on screen is saved mail while the browser is offline (gmail-client then answers
 * lists and conversations from what it kept). To give way to the shared connection status line
 * (issue 14, item 2) once it exists.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  if (online) return null;
  return (
    <p className="offline-notice" role="status">
      Offline: showing saved mail
    </p>
  );
}
