import { publish } from '@mail/event-bus';

/**
 * Shown while the first rows of a list load, or on a forced load
 * (docs/behaviour/mailbox.md#loading-and-refresh).
 */
export function ListSpinner() {
  return (
    <div className="mb-status" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading messages…</span>
    </div>
  );
}

/**
 * In the spinner's place while offline: a view with nothing saved on the device (never opened, or
 * not kept: Search) cannot load until the connection is back (docs/behaviour/offline.md).
 */
export function ListNotKeptOffline({ name }: { name: string }) {
  return (
    <p className="mb-status mb-status--empty" role="status">
      {name} isn&apos;t kept for offline reading; it will load when you&apos;re back online
    </p>
  );
}

export function ListEmpty() {
  return (
    <p className="mb-status mb-status--empty" role="status">
      No messages found
    </p>
  );
}

/** A failed load, with a way to try again (the spec only logs; users need to see it). */
export function ListFailure({
  message,
  onRetry,
  actionLabel = 'Retry',
  compact = false,
}: {
  message: string;
  onRetry(): void;
  /** The button's text: what pressing it does. */
  actionLabel?: string;
  /** Above rows that stay on screen, rather than in place of the list. */
  compact?: boolean;
}) {
  return (
    <div className={compact ? 'mb-failure mb-failure--compact' : 'mb-failure'} role="alert">
      <p className="mb-failure__message">{message}</p>
      <button type="button" className="mb-failure__retry" onClick={onRetry}>
        {actionLabel}
      </button>
    </div>
  );
}

/**
 * Mail left unticked on Google's consent page: said in the list's place, with the button that asks
 * Google for Gmail's scope alone (the shell's sign-in client answers 'auth/access-requested'); a retry
 * could not help.
 */
export function MailAccessRequest({ message }: { message: string }) {
  return (
    <ListFailure
      message={message}
      actionLabel="Allow mail access"
      onRetry={() => publish({ type: 'auth/access-requested', area: 'mail' })}
    />
  );
}

/** A quiet line under the rows, e.g. "1 conversation could not be loaded". */
export function ListNotice({ message }: { message: string }) {
  return (
    <p className="mb-notice" role="status">
      {message}
    </p>
  );
}
