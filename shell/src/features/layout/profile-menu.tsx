import { useEffect, useId, useRef, useState } from 'react';
import { logOut } from '@mail/auth';
import { getGoogleClient, isAbortError, type UserProfile } from '@mail/gmail-client';
import { useDismiss } from '../../components/use-dismiss';

/**
 * Round avatar that toggles name, e-mail and LOGOUT; absent when the profile cannot be fetched.
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
