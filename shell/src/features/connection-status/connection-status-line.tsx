import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { on, publish, useBusEvent, type ConnectionStatus } from '@mail/event-bus';
import { getGoogleClient } from '@mail/gmail-client';
import { statusParts } from './status-text';
import { useWaitingWork } from './use-waiting-work';
import './connection-status-line.css';

/** A fault that mends within a moment would only flash: the line stays up at least this long. */
export const MIN_SHOWN_MS = 1500;

const COUNTDOWN_TICK_MS = 250;

function initialStatus(): ConnectionStatus | null {
  const status = getGoogleClient().connection.status();
  return status.state === 'online' ? null : status;
}

/**
 * The one line that says how Google can be reached, for every remote: gmail-client publishes the
 * connection's status on the bus; the line counts down to the next try and goes away by itself.
 * Work a remote holds for the connection ('status/waiting', e.g. the outbox) shows on it too.
 */
export function ConnectionStatusLine() {
  const [shown, setShown] = useState(initialStatus);
  const [now, setNow] = useState(Date.now);
  const shownAt = useRef(0);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const hide = () => {
    clearTimeout(hideTimer.current);
    shownAt.current = 0;
    setShown(null);
  };
  const onStatus = useEffectEvent((status: ConnectionStatus) => {
    clearTimeout(hideTimer.current);
    setNow(Date.now());
    if (status.state !== 'online') {
      shownAt.current ||= Date.now();
      setShown(status);
      return;
    }
    const remainingMs = shownAt.current + MIN_SHOWN_MS - Date.now();
    if (remainingMs <= 0) hide();
    else hideTimer.current = setTimeout(hide, remainingMs);
  });
  useEffect(() => {
    const subscription = on('connection/status').subscribe(({ status }) => onStatus(status));
    // A change between the first render and this subscription would be missed (a start offline is
    // found by a probe moments after the client is made): the status now, once subscribed.
    queueMicrotask(() => onStatus(getGoogleClient().connection.status()));
    return () => subscription.unsubscribe();
  }, []);
  // Signed out, nothing is being loaded: a status left from the session would only be stale.
  useBusEvent('auth/signed-out', hide);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const counting = shown !== null && 'retryAt' in shown;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [counting]);

  const waiting = useWaitingWork();
  const parts = shown ? statusParts(shown, now) : null;
  // Screen readers hear each message once. The live regions stay in the page (what is put into a
  // region that has just been made may not be announced) and hold only the messages: the countdown,
  // which changes every second, is beside the status's region, shown and readable but not announced.
  return (
    <div className="connection-status">
      <p
        className={parts ? 'connection-status__text' : 'connection-status__idle'}
        data-connection-state={shown?.state}
      >
        <span role="status">{parts?.message}</span>
        {parts?.countdown && (
          <span className="connection-status__countdown">: {parts.countdown}</span>
        )}
      </p>
      <div aria-live="polite">
        {waiting.map(({ id, message, action }) => (
          <span key={id} className="connection-status__text" data-waiting={id}>
            {message}
            {action && (
              <button
                type="button"
                className="connection-status__action"
                onClick={() => publish({ type: 'alert/action', id: action.id })}
              >
                {action.label}
              </button>
            )}
          </span>
        ))}
      </div>
    </div>
  );
}
