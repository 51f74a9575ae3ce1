import { useState } from 'react';
import {
  BrowserRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  type Location,
} from 'react-router-dom';
import { useAccess, useSession, type SignOutReason } from '@mail/auth';
import type { RuntimeConfig } from '@mail/contracts';
import { RemoteSlot } from '@mail/federation';
import { AlertBanner } from '../features/alerts/alert-banner';
import { ConnectionStatusLine } from '../features/connection-status/connection-status-line';
import { ShellLayout } from '../features/layout/shell-layout';
import { useDocumentTitle } from './document-title';
import { FailureScreen } from './failure-screen';
import { useLoadedAfterFirstRows } from '../lib/use-loaded-after-first-rows';
import { useLoadedComponent } from '../lib/use-loaded-component';
import { usePrefetchNextScreens } from './use-prefetch-next-screens';
import {
  CONVERSATION_PATH,
  LOGIN_PATH,
  loginPathFrom,
  MAILBOX_PATH,
  routeAfterSignIn,
} from './return-route';

// Signed in, the login screen and Google's sign-in library are never needed: they load only when
// signed out, so the mailbox's first screen does not carry them.
const loadLoginScreen = () => import('../features/login/login-screen').then((m) => m.LoginScreen);

function LoginRoute({ config }: { config: RuntimeConfig }) {
  const [loadFailed, setLoadFailed] = useState(false);
  const LoginScreen = useLoadedComponent(!loadFailed, loadLoginScreen, () => setLoadFailed(true));
  if (loadFailed) {
    return (
      <FailureScreen
        title="The sign-in screen could not load"
        detail="Check your connection, then try again."
        actionLabel="Try again"
        onAction={() => setLoadFailed(false)}
      />
    );
  }
  // The type is state, set once when its code has loaded: stable across renders.
  // eslint-disable-next-line react-hooks/static-components
  return LoginScreen ? <LoginScreen config={config} /> : null;
}

const loadSessionKeeper = () =>
  import('../features/session-keeper/session-keeper').then((m) => m.SessionKeeper);

/** How long the session keeper waits for the mailbox's first rows before it loads anyway. */
const SESSION_KEEPER_WAITS_FOR_ROWS_MS = 3000;

/**
 * The signed-in page's sign-in client (renewal, "Continue as", an area's "Allow"). Google's script
 * is no part of the first screen: it loads after the first rows, long before a token's last minutes.
 * If it cannot load, a dying token ends the session as it would without it.
 */
function SessionKeeperSlot({ config }: { config: RuntimeConfig }) {
  // Mail refused, there are no rows to wait for, and the mailbox's "Allow" needs the keeper at once.
  const mailAllowed = useAccess('mail');
  const SessionKeeper = useLoadedAfterFirstRows(
    loadSessionKeeper,
    SESSION_KEEPER_WAITS_FOR_ROWS_MS,
    !mailAllowed,
  );
  // The type is state, set once when its code has loaded: stable across renders.
  // eslint-disable-next-line react-hooks/static-components
  return SessionKeeper ? <SessionKeeper config={config} /> : null;
}

function MailboxRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const onTitleChange = useDocumentTitle();
  return (
    <RemoteSlot
      id="mailbox/Mailbox"
      label="The mailbox"
      props={{
        onOpenThread: (threadId, messageId) => navigate(`/email/${threadId}/${messageId}`),
        location: Object.fromEntries(new URLSearchParams(search)),
        onLocationChange: (next, { replace }) =>
          navigate(
            { search: `${new URLSearchParams(next as Record<string, string>)}` },
            { replace },
          ),
        onTitleChange,
      }}
    />
  );
}

const FIRST_PAGE_STATE = { firstPage: true } as const;

/** The entry is the tab's first page of the app (a link), or replaced one that was. */
const isFirstPage = ({ key, state }: Location): boolean =>
  key === 'default' ||
  (typeof state === 'object' && state !== null && 'firstPage' in state && state.firstPage === true);

/** Replaces the entry with `to`, which is the tab's first page if this one was. */
function ReplaceWith({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={to} replace state={isFirstPage(location) ? FIRST_PAGE_STATE : null} />;
}

function ConversationRoute() {
  const { threadId = '', messageId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const onTitleChange = useDocumentTitle();
  const firstPage = isFirstPage(location);
  return (
    <RemoteSlot
      id="conversation/Conversation"
      label="The conversation"
      props={{
        threadId,
        messageId,
        // Back to the mailbox as it was (its view, search and page are in the entry before), or
        // to Important when the conversation was the first page of the tab.
        onBack: () => (firstPage ? navigate('/') : navigate(-1)),
        // In place of this entry, so that Back skips the conversations read on the way.
        onOpenThread: (nextThreadId, nextMessageId) =>
          navigate(`/email/${nextThreadId}/${nextMessageId}`, {
            replace: true,
            state: firstPage ? FIRST_PAGE_STATE : null,
          }),
        onTitleChange,
      }}
    />
  );
}

/** Signed out: the login screen, which names the route to come back to (see return-route.ts). */
function ToLogin({ reason }: { reason: SignOutReason | null }) {
  return <ReplaceWith to={loginPathFrom(useLocation(), reason)} />;
}

/** Signed in on the login screen: back to the route it names. */
function BackFromLogin() {
  return <ReplaceWith to={routeAfterSignIn(useLocation().search)} />;
}

/**
 * Routes (docs/behaviour/routes-and-layout.md#routes): what exists depends on whether a live token
 * is stored.
 */
function AppRoutes({ config }: { config: RuntimeConfig }) {
  const session = useSession();
  usePrefetchNextScreens();
  // Nothing is shown until the start-up check has run.
  if (session.status === 'checking') return null;
  if (session.status === 'signed-out') {
    return (
      <Routes>
        <Route path={LOGIN_PATH} element={<LoginRoute config={config} />} />
        <Route path="*" element={<ToLogin reason={session.reason} />} />
      </Routes>
    );
  }
  return (
    <>
      <SessionKeeperSlot config={config} />
      <Routes>
        <Route element={<ShellLayout revokeOrigin={config.api.revoke} />}>
          <Route path={MAILBOX_PATH} element={<MailboxRoute />} />
          <Route path={CONVERSATION_PATH} element={<ConversationRoute />} />
        </Route>
        <Route path={LOGIN_PATH} element={<BackFromLogin />} />
        <Route path="*" element={<Navigate to={MAILBOX_PATH} replace />} />
      </Routes>
    </>
  );
}

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <BrowserRouter>
      <AlertBanner />
      <ConnectionStatusLine />
      <AppRoutes config={config} />
    </BrowserRouter>
  );
}
