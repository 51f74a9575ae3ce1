import {
  allowRenewal,
  getSession,
  readSession,
  useSession,
  type SignedInSession,
} from '@mail/auth';
import {
  describeSignInFailure,
  rememberAccount,
  rememberedAccount,
  SignInClientProvider,
  useSignIn,
  type SignInFailure,
} from '@mail/auth/sign-in';
import type { RuntimeConfig } from '@mail/contracts';
import { publish, useBusEvent } from '@mail/event-bus';
import { getGoogleClient } from '@mail/gmail-client';
import { useEffect, useRef, useState } from 'react';
import './session-keeper.css';

/** A token this close to its end is renewed at the reader's next click. */
const RENEW_BEFORE_EXPIRY_MS = 5 * 60_000;

/** Whether `session`'s token should be renewed now that the reader clicked. */
function isDueForRenewal(session: SignedInSession, now: number): boolean {
  return (
    !session.needsRenewal &&
    session.expiresAt !== null &&
    session.expiresAt - now <= RENEW_BEFORE_EXPIRY_MS
  );
}

/** The signed-in account's e-mail: remembered on the device, and learned from userinfo. */
function useAccountEmail(): string | undefined {
  const [email, setEmail] = useState(rememberedAccount);
  useEffect(() => {
    const controller = new AbortController();
    getGoogleClient()
      .getProfile({ signal: controller.signal })
      .then(
        (profile) => {
          rememberAccount(profile.email);
          setEmail(profile.email || undefined);
        },
        () => undefined, // The profile menu says when userinfo cannot load.
      );
    return () => controller.abort();
  }, []);
  return email;
}

/**
 * Keeps a Google session going without the consent screen (docs/behaviour/sign-in.md#renewal-google):
 * - in the last minutes of a token, the reader's next click asks Google for a new one (prompt '',
 *   the account as login_hint): Google's window opens and closes by itself;
 * - a token that died or was refused meanwhile leaves the screen as it is, calls wait, and a bar
 *   offers "Continue as …"; its click renews, and the waiting calls go out again;
 * - an area's "Allow" (auth/access-requested, from the area's own place) asks for that area's
 *   scopes, keeping the others; if Google's window does not give them, an alert says why.
 * With the local stand-in, which does not renew, only the last applies.
 */
function SessionKeeperControls() {
  const session = useSession();
  const email = useAccountEmail();
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  // An area granted now: what is on screen failed without it, so it loads again.
  const grantingArea = useRef(false);
  const { ready, renews, signIn } = useSignIn({
    onSuccess: () => {
      setFailure(null);
      if (grantingArea.current) publish({ type: 'connection/resumed', reason: 'granted' });
      grantingArea.current = false;
    },
    onError: (error) => {
      // An area's own place has nowhere to say it; the renewal bar says it in place.
      if (grantingArea.current) {
        publish({ type: 'alert/show', kind: 'error', message: describeSignInFailure(error) });
      } else {
        setFailure(error);
      }
      grantingArea.current = false;
    },
  });

  useEffect(() => (ready && renews ? allowRenewal() : undefined), [ready, renews]);

  useEffect(() => {
    if (!ready || !renews) return;
    // After the click's own work (bubbling to the window last), with the click's user activation,
    // which the browser needs to open Google's window.
    const renewOnClick = () => {
      const current = getSession();
      if (current.status === 'signed-in' && isDueForRenewal(current, Date.now())) {
        signIn({ loginHint: email });
      }
    };
    window.addEventListener('click', renewOnClick);
    return () => window.removeEventListener('click', renewOnClick);
  }, [ready, renews, signIn, email]);

  // Another tab that signs in or renews stores a new token: this tab goes on with it (storage
  // events reach only the other tabs of the origin).
  useEffect(() => {
    const followOtherTab = (event: StorageEvent) => {
      if (event.key === 'accessToken' && event.newValue) readSession();
    };
    window.addEventListener('storage', followOtherTab);
    return () => window.removeEventListener('storage', followOtherTab);
  }, []);

  useBusEvent('auth/access-requested', ({ area }) => {
    if (!ready) return;
    grantingArea.current = true;
    signIn({ area, loginHint: email });
  });

  // Says when clicks renew (browser tests wait for it; nothing is shown).
  const marker = <span hidden data-session-keeper={ready ? 'ready' : 'loading'} />;
  if (session.status !== 'signed-in' || !session.needsRenewal) return marker;
  return (
    <div className="continue-bar" role="alert">
      {marker}
      <span className="continue-bar__message">
        {failure
          ? describeSignInFailure(failure)
          : 'Google needs you to confirm it is still you. Nothing is lost meanwhile.'}
      </span>
      <button
        type="button"
        className="continue-bar__button"
        disabled={!ready}
        onClick={() => {
          setFailure(null);
          signIn({ loginHint: email });
        }}
      >
        {email ? `Continue as ${email}` : 'Continue'}
      </button>
    </div>
  );
}

/** The sign-in client of a signed-in page, for renewals and areas' requests. */
export function SessionKeeper({ config }: { config: RuntimeConfig }) {
  return (
    <SignInClientProvider config={config}>
      <SessionKeeperControls />
    </SignInClientProvider>
  );
}
