import { useRef, useState, type MouseEvent } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { SKIP_TARGET_ATTRIBUTE } from '@mail/contracts';
import { RemoteSlot } from '@mail/federation';
import { Logo } from '../../components/logo';
import { ComposeHost } from '../compose/compose-host';
import { useLoadedComponent } from '../../lib/use-loaded-component';
import { useShortcutList } from '../shortcuts/use-shortcut-list';
import type { DrawerView } from './drawer';
import { ProfileMenu } from './profile-menu';
import './shell-layout.css';

// The drawer is not part of the first screen: it loads when the menu is first opened (its code is
// fetched at idle after the first rows, app/use-prefetch-next-screens).
export const loadDrawer = () => import('./drawer').then(({ Drawer }) => Drawer);

/**
 * The signed-in frame: left column (menu, logo, profile, day calendar) and the routed main area.
 * `revokeOrigin` is where LOGOUT revokes the token.
 */
export function ShellLayout({ revokeOrigin }: { revokeOrigin: string | undefined }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const Drawer = useLoadedComponent(drawerWanted, loadDrawer);
  const [monthOpen, setMonthOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const shortcutList = useShortcutList();
  // Behind the open drawer or shortcut list nothing can be reached, by keyboard, pointer or reader.
  const behindModal = drawerOpen || shortcutList.shown;

  // The mailbox shows the view the URL names (a new history entry, from any screen).
  const showView = (view: DrawerView) => navigate(`/?view=${view}`);

  // "Skip to mail" lands where the screen says its mail starts (the mailbox's list), else on main.
  const skipToMail = (event: MouseEvent) => {
    event.preventDefault();
    const main = mainRef.current;
    const target = main?.querySelector<HTMLElement>(`[${SKIP_TARGET_ATTRIBUTE}]`) ?? main;
    target?.focus();
  };

  return (
    <div className="shell">
      <a className="skip-link" href="#mail" onClick={skipToMail} inert={behindModal}>
        Skip to mail
      </a>
      <aside className="shell__side" aria-label="Navigation and calendar" inert={behindModal}>
        <header className="shell__header">
          <button
            ref={menuButtonRef}
            type="button"
            className="icon-button"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            aria-controls="drawer"
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <Logo />
          <span className="shell__spacer" />
          <ProfileMenu revokeOrigin={revokeOrigin} />
        </header>
        <div className="shell__calendar">
          <RemoteSlot
            id="calendar/DayCalendar"
            label="The calendar"
            props={{ onOpenMonth: () => setMonthOpen(true) }}
          />
        </div>
      </aside>
      <main ref={mainRef} id="mail" className="shell__main" tabIndex={-1} inert={behindModal}>
        <Outlet />
      </main>
      {Drawer && (
        // The type is state, set once when its code has loaded: stable across renders.
        // eslint-disable-next-line react-hooks/static-components
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          onChoose={showView}
          openerRef={menuButtonRef}
        />
      )}
      {monthOpen && (
        <div className="shell__month" role="dialog" aria-modal="true" aria-label="Month calendar">
          <RemoteSlot
            id="calendar/MonthCalendar"
            label="The month calendar"
            props={{ onClose: () => setMonthOpen(false) }}
          />
        </div>
      )}
      <div inert={behindModal}>
        <ComposeHost />
      </div>
      {shortcutList.list}
    </div>
  );
}
