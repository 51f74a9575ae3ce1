import { useEffect, useId, useRef, useState } from 'react';
import { getGoogleClient, isAbortError, type UserProfile } from '@mail/gmail-client';
import { useLoadedComponent } from '../../lib/use-loaded-component';

// Not part of the first screen: fetched at idle after the first rows (app/use-prefetch-next-screens),
// so the first click finds it loaded.
export const loadProfileMenuDropdown = () =>
  import('./profile-menu-dropdown').then(({ ProfileMenuDropdown }) => ProfileMenuDropdown);

/**
 * Round avatar that toggles name, e-mail and LOGOUT; absent when the profile cannot be fetched.
 * `revokeOrigin`: where LOGOUT revokes the token (run-time config `api.revoke`).
 */
export function ProfileMenu({ revokeOrigin }: { revokeOrigin: string | undefined }) {
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [open, setOpen] = useState(false);
  const Dropdown = useLoadedComponent(open, loadProfileMenuDropdown);
  // A picture that does not load (blocked, gone, offline) shows the initial instead of a broken image.
  const [pictureFailed, setPictureFailed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

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
      {open && Dropdown && (
        // The type is state, set once when its code has loaded: stable across renders.
        // eslint-disable-next-line react-hooks/static-components
        <Dropdown
          id={menuId}
          profile={profile}
          revokeOrigin={revokeOrigin}
          buttonRef={buttonRef}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
