import type { ThreadState } from '../hooks/use-thread';

interface ThreadStatusProps {
  state: Exclude<ThreadState, { status: 'ready' }>;
  onBack(): void;
  onRetry(): void;
}

/** What the screen shows instead of a thread: a spinner, a thread that is gone, or a failure. */
export function ThreadStatus({ state, onBack, onRetry }: ThreadStatusProps) {
  if (state.status === 'loading') {
    return (
      <div className="cv-status" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Loading the conversation…</span>
      </div>
    );
  }
  if (state.status === 'not-found') {
    return (
      <div className="cv-status" role="alert">
        <p className="cv-status__title">This conversation no longer exists.</p>
        <p>It may have been deleted.</p>
        <button type="button" className="cv-button" onClick={onBack}>
          Back to the mailbox
        </button>
      </div>
    );
  }
  return (
    <div className="cv-status" role="alert">
      <p className="cv-status__title">The conversation could not be loaded.</p>
      <p>{state.message}</p>
      <button type="button" className="cv-button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
