import { useState, type ReactNode } from 'react';
import { useShortcuts } from '@mail/event-bus';
import './compose-window.css';

export type WindowState = 'normal' | 'expanded' | 'minimised';

interface ComposeWindowProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** A new value each time the window is asked for: it then comes back from its title bar. */
  openRequest: object;
}

function IconButton({ label, onClick, path }: { label: string; onClick(): void; path: string }) {
  return (
    <button
      type="button"
      className="cp-window__button"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={path} fill="currentColor" />
      </svg>
    </button>
  );
}

const MINIMISE = 'M6 19h12v2H6z';
const RESTORE = 'M6 5h12v2H6z';
const EXPAND = 'M7 14H5v5h5v-2H7v-3zm-2-4h2V7h3V5H5v5zm12 7h-3v2h5v-5h-2v3zM14 5v2h3v3h2V5h-5z';
const SHRINK = 'M5 16h3v3h2v-5H5v2zm3-8H5v2h5V5H8v3zm6 11h2v-3h3v-2h-5v5zm2-11V5h-2v5h5V8h-3z';
const CLOSE =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

const CLOSE_KEY = 'Escape';
const WINDOW_SHORTCUTS = [{ keys: [CLOSE_KEY], description: 'Close the new message' }];

/**
 * The "New Message" window (docs/behaviour/compose.md#popup): fixed bottom-right, 600 px wide;
 * expanded it fills the screen beside a 320 px sidebar; minimised it is only its title bar. Esc
 * closes it.
 */
export function ComposeWindow({ title, onClose, children, openRequest }: ComposeWindowProps) {
  useShortcuts('Compose', WINDOW_SHORTCUTS);
  const [state, setState] = useState<WindowState>('normal');
  const [seenRequest, setSeenRequest] = useState(openRequest);
  if (openRequest !== seenRequest) {
    setSeenRequest(openRequest);
    if (state === 'minimised') setState('normal');
  }
  const minimised = state === 'minimised';
  return (
    <section
      className={`cp-window cp-window--${state}`}
      role="dialog"
      aria-label={title}
      data-window-state={state}
      onKeyDown={(event) => {
        // The editor marks Escape handled (ProseMirror); the window still closes on it. Fields that
        // use Escape themselves (an open suggestion list) stop it before it gets here.
        if (event.key !== CLOSE_KEY) return;
        event.stopPropagation();
        onClose();
      }}
    >
      <header className="cp-window__bar">
        <button
          type="button"
          className="cp-window__title"
          aria-expanded={!minimised}
          onClick={() => setState(minimised ? 'normal' : 'minimised')}
        >
          {title}
        </button>
        <IconButton
          label={minimised ? 'Restore' : 'Minimise'}
          path={minimised ? RESTORE : MINIMISE}
          onClick={() => setState(minimised ? 'normal' : 'minimised')}
        />
        <IconButton
          label={state === 'expanded' ? 'Exit full screen' : 'Full screen'}
          path={state === 'expanded' ? SHRINK : EXPAND}
          onClick={() => setState(state === 'expanded' ? 'normal' : 'expanded')}
        />
        <IconButton label="Close" path={CLOSE} onClick={onClose} />
      </header>
      {/* Kept mounted while minimised: nothing typed is lost. */}
      <div className="cp-window__body" hidden={minimised}>
        {children}
      </div>
    </section>
  );
}
