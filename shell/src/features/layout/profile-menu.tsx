import { useEffect, useId, useRef, useState } from 'react';
import { logOut } from '@mail/auth';
import { getGoogleClient, isAbortError, type UserProfile } from '@mail/gmail-client';
import { useDismiss } from '../../components/use-dismiss';
import { useLoadedComponent } from '../../lib/use-loaded-component';

// The settings are no part of the first screen: their code loads when the menu first opens.
const loadAfterTriageSetting = () =>
  import('./after-triage-setting').then(({ AfterTriageSetting }) => AfterTriageSetting);
const loadTrustedSendersSetting = () =>
  import('./trusted-senders-setting').then(({ TrustedSendersSetting }) => TrustedSendersSetting);

/**
 * Round avatar that toggles name, e-mail, the after-archive setting, the senders whose images always
 * show, and LOGOUT; absent when the profile cannot be fetched.
 * `revokeOrigin`: where LOGOUT revokes the token (run-time config `api.revoke`).
 */
export function ProfileMenu({ revokeOrigin }: { revokeOrigin: string | undefined }) {
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [open, setOpen] = useState(false);
  // A picture that does not load (blocked, gone, offline) shows the initial instead of a broken image.
  const [pictureFailed, setPictureFailed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useDismiss(open, () => setOpen(false), menuRef, buttonRef);
  // Without its code (offline) the menu still logs out; the next opening tries again.
  const AfterTriageSetting = useLoadedComponent(open, loadAfterTriageSetting, () => undefined);
  const TrustedSendersSetting = useLoadedComponent(
    open,
    loadTrustedSendersSetting,
    () => undefined,
  );

  useEffect(() => {
    const controller = new AbortController();
    getGoogleClient()
      .getProfile({ signal: controller.signal })
      .then(setProfile, (error: unknown) => {
        // Spec: a failed profile fetch is only logged, and the menu is not shown.
        if (!isAbortError(error)) console.error('Profile fetch failed', error);
      });
    return () => controller.abort();
  }, []);

  if (!profile) return null;
  const initial = (profile.name || profile.email).charAt(0).toUpperCase();
  return (
    <div className="profile-menu">
      <button
        ref={buttonRef}
        type="button"
        className="profile-menu__avatar"
        aria-label={`Account: ${profile.name || profile.email}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {profile.picture && !pictureFailed ? (
          <img src={profile.picture} alt="" onError={() => setPictureFailed(true)} />
        ) : (
          <span>{initial}</span>
        )}
      </button>
      {open && (
        <div ref={menuRef} id={menuId} className="profile-menu__dropdown" role="group">
          {/* dir=auto: each line takes the direction of its own text, whatever the page's. */}
          <p className="profile-menu__name" dir="auto">
            {profile.name}
          </p>
          <p className="profile-menu__email" dir="auto">
            {profile.email}
          </p>
          {AfterTriageSetting && (
            // The type is state, set once when its code has loaded: stable across renders.
            // eslint-disable-next-line react-hooks/static-components
            <AfterTriageSetting />
          )}
          {TrustedSendersSetting && (
            // eslint-disable-next-line react-hooks/static-components
            <TrustedSendersSetting />
          )}
          <button
            type="button"
            className="profile-menu__logout"
            onClick={() =>
              void import('./log-out-unless-the-reader-stays').then(
                ({ logOutUnlessTheReaderStays }) =>
                  logOutUnlessTheReaderStays(profile.email, revokeOrigin),
                // Its code could not load (offline, never loaded before): LOGOUT all the same.
                () => logOut(revokeOrigin),
              )
            }
          >
            LOGOUT
          </button>
        </div>
      )}
    </div>
  );
}
