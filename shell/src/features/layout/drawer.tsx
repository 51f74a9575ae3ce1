import { useEffect, useRef, type RefObject } from 'react';
import type { MailboxUrlView } from '@mail/contracts';
import { useDismiss } from '../../components/use-dismiss';
import { useFocusTrap } from '../../components/use-focus-trap';

export type DrawerView = Extract<MailboxUrlView, 'sent' | 'drafts' | 'archived'>;

const entries: { view: DrawerView; label: string }[] = [
  { view: 'sent', label: 'Sent' },
  { view: 'drafts', label: 'Drafts' },
  { view: 'archived', label: 'Archived' },
];

interface DrawerProps {
  open: boolean;
  onClose(): void;
  onChoose(view: DrawerView): void;
  /** The menu button: focus goes back there when the drawer closes. */
  openerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The left drawer: slides in 320 px wide over a dimmed backdrop. A modal dialog: focus stays inside
 * while it is open (the layout makes the page behind it inert) and returns to the menu button.
 */
export function Drawer({ open, onClose, onChoose, openerRef }: DrawerProps) {
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
            {entries.map(({ view, label }) => (
              <li key={view}>
                <button
                  type="button"
                  className="drawer__entry"
                  onClick={() => {
                    onChoose(view);
                    onClose();
                  }}
                >
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
