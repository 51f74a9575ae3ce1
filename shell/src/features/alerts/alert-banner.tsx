import { useCallback, useEffect, useState } from 'react';
import { publish, useBusEvent, type MailEventOf } from '@mail/event-bus';
import './alert-banner.css';

export const DEFAULT_ALERT_DURATION_MS = 3000;

type ShownAlert = MailEventOf<'alert/show'> & { key: number };

/**
 * The one alert banner at top centre; any remote raises it with an 'alert/show' event, optionally with
 * an action button (Undo) whose press comes back as 'alert/action'.
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

  if (!alert) return null;
  return (
    <div
      key={alert.key}
      className={`alert-banner alert-banner--${alert.kind}`}
      role={alert.kind === 'error' ? 'alert' : 'status'}
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
}
