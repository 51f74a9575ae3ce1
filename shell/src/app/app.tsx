import { useState } from 'react';
import {
  BrowserRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom';
import { useAccess, useSession } from '@mail/auth';
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

const isFirstPageState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'firstPage' in state && state.firstPage === true;

function ConversationRoute() {
  const { threadId = '', messageId = '' } = useParams();
  const navigate = useNavigate();
  const { key, state } = useLocation();
  const onTitleChange = useDocumentTitle();
  // The conversation was the first page of the tab (a link), or replaced one that was.
  const firstPage = key === 'default' || isFirstPageState(state);
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
        <Route path="/login" element={<LoginRoute config={config} />} />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    );
  }
  return (
    <>
      <SessionKeeperSlot config={config} />
      <Routes>
        <Route element={<ShellLayout revokeOrigin={config.api.revoke} />}>
          <Route path="/" element={<MailboxRoute />} />
          <Route path="/email/:threadId/:messageId" element={<ConversationRoute />} />
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
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
