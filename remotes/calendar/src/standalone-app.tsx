import { CalendarApp } from './app/calendar-app';

/**
 * The remote on its own dev server: both views on the page-wide client (configured in bootstrap).
 * It signs in through the embed example page, which stores its token where @mail/auth reads it.
 */
export function StandaloneApp() {
  return (
    <>
      <p className="cal-dev-note">
        Calendar remote, standalone. No events? <a href="/embed-example.html">Sign in</a> to the
        local stand-in first.
      </p>
      <CalendarApp />
    </>
  );
}
