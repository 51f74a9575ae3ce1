import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SKIP_TARGET_ATTRIBUTE } from '@mail/contracts';
import { RemoteSlot } from '@mail/federation';
import { Logo } from '../../components/logo';
import { ComposeHost } from './compose-host';
import { afterFirstRows } from '../../lib/after-first-rows';
import { loadedAfterFirstRows } from '../../lib/loaded-after-first-rows';
import { alertCouldNotLoad, useLoadedComponent } from '../../lib/use-loaded-component';
import { useShortcutList } from './shortcut-list/use-shortcut-list';
import './shell-layout.css';

// The drawer is not part of the first screen: it loads when the menu is first opened (its code is
// fetched at idle after the first rows, app/use-prefetch-next-screens).
export const loadDrawer = () => import('./drawer').then(({ Drawer }) => Drawer);
const loadCalendarPanelModal = () =>
  import('./calendar-panel-modal').then(({ CalendarPanelModal }) => CalendarPanelModal);

/** How long the parts below wait for the mailbox's first rows before their code loads anyway. */
const WAIT_FOR_ROWS_MS = 3000;

/**
 * Gmail's `g` moves, on every screen: their code is no part of the first screen, it loads after the
 * mailbox's first rows (or after a while without them). If it cannot load, they stay off.
 */
const GoToKeys = loadedAfterFirstRows(
  () => import('./go-to-keys/go-to-keys').then((module) => module.GoToKeys),
  WAIT_FOR_ROWS_MS,
);

/**
 * The avatar and its menu come after the first rows too, and so does the profile request behind
 * them (the first rows need neither).
 */
const ProfileMenu = loadedAfterFirstRows(
  () => import('./profile-menu').then((module) => module.ProfileMenu),
  WAIT_FOR_ROWS_MS,
);

/**
 * Whether the day calendar may load: on the mailbox, once its first rows are on screen (its code and
 * the event dialog's sanitizer would compete with them), or after a while when no rows come (the
 * mailbox is down, the list is empty); at once on any other screen.
 */
function useCalendarWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  const onMailbox = useLocation().pathname === '/';
  // Decided once, by the screen the frame opened on.
  const [waitMs] = useState(onMailbox ? WAIT_FOR_ROWS_MS : 0);
  useEffect(() => afterFirstRows(() => setWanted(true), waitMs), [waitMs]);
  return wanted;
}

/**
 * The day calendar's slot, once wanted (or `open`, on phones and tablets: wanted at once, rows or
 * not). The only part of the frame that follows the URL: every other part, and the calendar itself,
 * stays as it is when the mailbox pushes a move into the URL.
 */
function DayCalendarSlot({ open, onOpenMonth }: { open: boolean; onOpenMonth(): void }) {
  const wanted = useCalendarWanted() || open;
  return useMemo(
    () =>
      wanted && (
        <RemoteSlot id="calendar/DayCalendar" label="The calendar" props={{ onOpenMonth }} />
      ),
    [wanted, onOpenMonth],
  );
}

/**
 * The signed-in frame: left column (menu, logo, profile, day calendar) and the routed main area.
 * Below 900 px the column is a header bar and the day calendar a panel its Calendar button opens
 * (shell-layout.css); the panel is modal like the drawer. `revokeOrigin` is where LOGOUT revokes the
 * token.
 */
export function ShellLayout({ revokeOrigin }: { revokeOrigin: string | undefined }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const Drawer = useLoadedComponent(drawerWanted, loadDrawer, () => {
    setDrawerWanted(false);
    setDrawerOpen(false);
    alertCouldNotLoad('The menu');
  });
  const [monthOpen, setMonthOpen] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const calendarPanelRef = useRef<HTMLDialogElement>(null);
  // Loaded on the first open; kept once loaded.
  const CalendarPanelModal = useLoadedComponent(calendarOpen, loadCalendarPanelModal, () => {
    setCalendarOpen(false);
    alertCouldNotLoad('The calendar panel');
  });
  const closeCalendar = () => setCalendarOpen(false);
  const openMonth = useCallback(() => {
    setCalendarOpen(false);
    setMonthOpen(true);
  }, []);
  const mainRef = useRef<HTMLElement>(null);
  const shortcutList = useShortcutList();

  // "Skip to mail" lands where the screen says its mail starts (the mailbox's list), else on main.
  const skipToMail = (event: MouseEvent) => {
    event.preventDefault();
    const main = mainRef.current;
    const target = main?.querySelector<HTMLElement>(`[${SKIP_TARGET_ATTRIBUTE}]`) ?? main;
    target?.focus();
  };

  return (
    <div className="shell">
      <a className="skip-link" href="#mail" onClick={skipToMail}>
        Skip to mail
      </a>
      <aside className="shell__side" aria-label="Navigation and calendar">
        <header className="shell__header">
          <button
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
          <button
            type="button"
            className="icon-button shell__calendar-toggle"
            aria-label="Calendar"
            aria-expanded={calendarOpen}
            aria-controls="calendar-panel"
            onClick={() => setCalendarOpen((open) => !open)}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M4 5h16v15H4zm0 5h16M8 3v4m8-4v4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
          </button>
          <ProfileMenu revokeOrigin={revokeOrigin} />
        </header>
        {/* A column on wide screens; shown as a modal only while open (none's role until then). */}
        <dialog
          ref={calendarPanelRef}
          id="calendar-panel"
          className="shell__calendar"
          {...(calendarOpen ? { 'aria-label': 'Calendar' } : { role: 'none' })}
        >
          <button
            type="button"
            className="icon-button shell__calendar-close"
            aria-label="Close calendar"
            onClick={closeCalendar}
          >
            ×
          </button>
          <DayCalendarSlot open={calendarOpen} onOpenMonth={openMonth} />
        </dialog>
      </aside>
      <main ref={mainRef} id="mail" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      {Drawer && (
        // The type is state, set once when its code has loaded: stable across renders.
        // eslint-disable-next-line react-hooks/static-components
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      )}
      {CalendarPanelModal && (
        // The type is state, set once when its code has loaded: stable across renders.
        // eslint-disable-next-line react-hooks/static-components
        <CalendarPanelModal
          open={calendarOpen}
          onClose={closeCalendar}
          panelRef={calendarPanelRef}
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
      <ComposeHost />
      {shortcutList.list}
      <GoToKeys />
    </div>
  );
}
