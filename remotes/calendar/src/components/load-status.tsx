import './load-status.css';

export interface LoadStatusProps {
  loading: boolean;
  errorMessage: string | null;
  /** True when the range loaded and holds no events. */
  empty: boolean;
  onRetry(): void;
}

/** Loading, failure (with a retry) or "no events", shown in place above a view's events. */
export function LoadStatus({ loading, errorMessage, empty, onRetry }: LoadStatusProps) {
  if (errorMessage !== null && !loading) {
    return (
      <div className="cal-status cal-status--error" role="alert">
        <span>Couldn’t load events. {errorMessage}</span>
        <button type="button" className="cal-text-button" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <p className="cal-status" role="status">
      {loading ? 'Loading events…' : empty ? 'No events' : ''}
    </p>
  );
}
