import { useCallback, useEffect, useState } from 'react';
import { publish, useBusEvent, type MailEventOf } from '@mail/event-bus';
import './alert-banner.css';

export const DEFAULT_ALERT_DURATION_MS = 3000;

type ShownAlert = MailEventOf<'alert/show'> & { key: number };

/**
 * The one alert banner at top centre; any remote raises it with an 'alert/show' event, optionally with
 * an action button (Undo) whose press comes back as 'alert/action'. Screen readers announce it.
 */
export function AlertBanner() {
  const [alert, setAlert] = useState<ShownAlert | null>(null);
  useBusEvent('alert/show', (event) => setAlert({ ...event, key: Date.now() }));
  const close = useCallback(() => setAlert(null), []);

  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(close, alert.durationMs ?? DEFAULT_ALERT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [alert, close]);

  const banner = alert && (
    <div
      key={alert.key}
      className={`alert-banner alert-banner--${alert.kind}`}
      data-alert-kind={alert.kind}
    >
      <span className="alert-banner__message">{alert.message}</span>
      {alert.action && (
        <button
          type="button"
          className="alert-banner__action"
          onClick={() => {
            publish({ type: 'alert/action', id: alert.action?.id ?? '' });
            close();
          }}
        >
          {alert.action.label}
        </button>
      )}
      <button
        type="button"
        className="alert-banner__close"
        aria-label="Close alert"
        onClick={close}
      >
        ×
      </button>
    </div>
  );
  // Live regions that are on the page before their message is put in, as screen readers need to
  // announce it: errors interrupt (alert), the rest wait their turn (status). Each message is a new
  // banner (its key), so it is announced once, also when the same text comes twice.
  return (
    <>
      <div role="status">{alert?.kind !== 'error' && banner}</div>
      <div role="alert">{alert?.kind === 'error' && banner}</div>
    </>
  );
}
