import {
  Component,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { RemoteModules } from '@mail/contracts';
import {
  loadedRemoteComponent,
  loadRemoteComponent,
  RemoteIncompatibleError,
  RemoteUnavailableError,
  resetRemote,
  type RemoteModuleId,
} from './remote-registry';
import { slotRecoveryDelay } from './backoff';
import './remote-slot.css';

interface SlotErrorBoundaryProps {
  label: string;
  onRetry(): void;
  children: ReactNode;
}

/** Layer three: a remote that throws while rendering is contained in its own slot. */
class SlotErrorBoundary extends Component<SlotErrorBoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.label} failed`, error);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <SlotMessage
        label={this.props.label}
        error={this.state.error}
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}

function SlotMessage({
  label,
  error,
  onRetry,
}: {
  label: string;
  error: unknown;
  onRetry(): void;
}) {
  if (error instanceof RemoteIncompatibleError) {
    // No Retry: the same files would fail the same way until a compatible version is deployed.
    return (
      <div className="remote-slot remote-slot--failed" role="alert">
        <p className="remote-slot__title">{label} cannot run with this version of the app.</p>
        <p className="remote-slot__detail">
          It was built for {error.sharedPackage} {error.requiredVersion} and this page has{' '}
          {error.pageVersion}. It works again once compatible versions are deployed.
        </p>
      </div>
    );
  }
  const unavailable = error instanceof RemoteUnavailableError;
  return (
    <div className="remote-slot remote-slot--failed" role="alert">
      <p className="remote-slot__title">
        {unavailable ? `${label} is unavailable right now.` : `${label} stopped working.`}
      </p>
      <p className="remote-slot__detail">
        {unavailable
          ? 'The rest of the app still works. Check your connection and try again.'
          : 'Something went wrong while showing it.'}
      </p>
      <button type="button" className="remote-slot__retry" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

type LoadState<P> =
  | { status: 'loading' }
  | { status: 'ready'; component: ComponentType<P> }
  /** `attempt`: which load failed (the first is 0), for the back-off of the next one. */
  | { status: 'failed'; error: unknown; attempt: number };

export interface RemoteSlotProps<Id extends RemoteModuleId> {
  id: Id;
  /** Names the part in messages, e.g. 'The calendar'. */
  label: string;
  props: RemoteModules[Id];
}

/** Renders one exposed module of a remote, loaded on first render, with loading, failure and retry. */
export function RemoteSlot<Id extends RemoteModuleId>({ id, label, props }: RemoteSlotProps<Id>) {
  // A remote loaded ahead (prefetched at idle) renders at once, with no loading pass.
  const [state, setState] = useState<LoadState<RemoteModules[Id]>>(() => {
    const component = loadedRemoteComponent(id);
    return component ? { status: 'ready', component } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadRemoteComponent(id).then(
      (component) =>
        current &&
        // Already shown when it had loaded before (see the initial state): no second render.
        setState((previous) =>
          previous.status === 'ready' && previous.component === component
            ? previous
            : { status: 'ready', component },
        ),
      (error: unknown) => current && setState({ status: 'failed', error, attempt }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const loadAgain = useCallback(() => {
    resetRemote(id.split('/')[0] as Parameters<typeof resetRemote>[0]);
    setAttempt((n) => n + 1);
  }, [id]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    loadAgain();
  }, [loadAgain]);

  // An unavailable remote (its server or the network down) is asked for again by itself, with
  // back-off, and at once when the network returns; its message and Retry stay until it loads.
  const unavailable =
    state.status === 'failed' && state.error instanceof RemoteUnavailableError ? state : undefined;
  useEffect(() => {
    if (!unavailable) return;
    const timer = setTimeout(loadAgain, slotRecoveryDelay(unavailable.attempt));
    window.addEventListener('online', loadAgain);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', loadAgain);
    };
  }, [unavailable, loadAgain]);

  const remote = id.split('/')[0];
  return (
    <div className="remote-slot-host" data-remote-slot={remote} data-remote-state={state.status}>
      {state.status === 'loading' && (
        <div className="remote-slot" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">Loading {label.toLowerCase()}…</span>
        </div>
      )}
      {state.status === 'failed' && (
        <SlotMessage label={label} error={state.error} onRetry={retry} />
      )}
      {state.status === 'ready' && (
        <SlotErrorBoundary label={label} onRetry={retry}>
          <state.component {...(props as RemoteModules[Id] & object)} />
        </SlotErrorBoundary>
      )}
    </div>
  );
}
