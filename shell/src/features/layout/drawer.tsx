import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MailboxUrlView } from '@mail/contracts';
import { useDismiss } from '../../components/use-dismiss';
import { useFocusTrap } from '../../components/use-focus-trap';

type DrawerView = Extract<MailboxUrlView, 'sent' | 'drafts' | 'archived'>;

// Material Symbols' send, draft and archive outlines (24 px grid).
const entries: { view: DrawerView; label: string; iconPath: string }[] = [
  {
    view: 'sent',
    label: 'Sent',
    iconPath: 'M3 20V4l19 8-19 8Zm2-3 11.85-5L5 7v3.5l6 1.5-6 1.5V17Z',
  },
  {
    view: 'drafts',
    label: 'Drafts',
    iconPath:
      'M6 22q-.82 0-1.41-.59T4 20V4q0-.82.59-1.41T6 2h8l6 6v12q0 .82-.59 1.41T18 22H6Zm7-13V4H6v16h12V9h-5Z',
  },
  {
    view: 'archived',
    label: 'Archived',
    iconPath:
      'm12 18 4-4-1.4-1.4-1.6 1.6V10h-2v4.2l-1.6-1.6L8 14l4 4ZM5 8v11h14V8H5Zm0 13q-.82 0-1.41-.59T3 19V6.53q0-.35.11-.68.11-.33.34-.6l1.25-1.53q.28-.35.69-.53Q5.8 3 6.25 3h11.5q.45 0 .86.19.41.18.69.53l1.25 1.53q.23.27.34.6.11.33.11.68V19q0 .82-.59 1.41T19 21H5Zm.4-15h13.2l-.85-1H6.25l-.85 1Z',
  },
];

interface DrawerProps {
  open: boolean;
  onClose(): void;
  /** The menu button: focus goes back there when the drawer closes. */
  openerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The left drawer: slides in 320 px wide over a dimmed backdrop. A modal dialog: focus stays inside
 * while it is open (the layout makes the page behind it inert) and returns to the menu button.
 */
export function Drawer({ open, onClose, openerRef }: DrawerProps) {
  // The view the mailbox shows (the URL's) is marked as the current entry. The drawer follows the URL
  // and navigates by it itself: the rest of the frame need not re-render for a new address.
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const activeView = pathname === '/' ? new URLSearchParams(search).get('view') : null;
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, onClose, panelRef, openerRef);
  useFocusTrap(open, panelRef);

  // Focus returns to the menu button once the drawer has closed: only then is the page behind it no
  // longer inert, so it can take focus.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open) closeButtonRef.current?.focus();
    else if (wasOpen.current) openerRef.current?.focus();
    wasOpen.current = open;
  }, [open, openerRef]);

  return (
    <div className={`drawer ${open ? 'drawer--open' : ''}`} aria-hidden={!open} inert={!open}>
      <div className="drawer__backdrop" data-testid="drawer-backdrop" />
      <div
        ref={panelRef}
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        id="drawer"
      >
        <button
          ref={closeButtonRef}
          type="button"
          className="icon-button drawer__close"
          aria-label="Close menu"
          onClick={onClose}
        >
          ×
        </button>
        <nav aria-label="Folders">
          <ul className="drawer__entries">
            {entries.map(({ view, label, iconPath }) => (
              <li key={view}>
                <button
                  type="button"
                  className="drawer__entry"
                  aria-current={view === activeView ? 'page' : undefined}
                  onClick={() => {
                    // The mailbox shows the view the URL names (a new history entry, from any screen).
                    navigate(`/?view=${view}`);
                    onClose();
                  }}
                >
                  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                    <path d={iconPath} fill="currentColor" />
                  </svg>
                  {label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
