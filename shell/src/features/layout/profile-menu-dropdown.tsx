import { useRef, type RefObject } from 'react';
import { logOut } from '@mail/auth';
import type { UserProfile } from '@mail/gmail-client';
import { useDismiss } from '../../components/use-dismiss';

export interface ProfileMenuDropdownProps {
  id: string;
  profile: UserProfile;
  /** Where LOGOUT revokes the token (run-time config `api.revoke`). */
  revokeOrigin: string | undefined;
  /** The avatar that opened the menu: focus returns there when it closes. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/** The open profile menu: name, e-mail and LOGOUT. Its code loads at idle after the first rows. */
export function ProfileMenuDropdown({
  id,
  profile,
  revokeOrigin,
  buttonRef,
  onClose,
}: ProfileMenuDropdownProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  useDismiss(true, onClose, menuRef, buttonRef);
  return (
    <div ref={menuRef} id={id} className="profile-menu__dropdown" role="group">
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
  );
}
