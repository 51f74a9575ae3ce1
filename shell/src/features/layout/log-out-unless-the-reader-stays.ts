import { logOut } from '@mail/auth';

/**
 * LOGOUT clears this device, drafts included (docs/behaviour/sign-in.md#sign-out), and revokes the
 * token: first, say so when Gmail Drafts does not have all of them, and let the reader stay. The
 * drafts store loads only now, never on the first screen.
 */
export async function logOutUnlessTheReaderStays(
  account: string,
  revokeOrigin: string | undefined,
): Promise<void> {
  const unsaved = await import('@mail/drafts')
    .then(({ countDraftsNotInGmail }) => countDraftsNotInGmail(account))
    .catch(() => 0);
  const warning =
    unsaved === 1
      ? 'A message you are writing is not saved to Gmail Drafts yet and will be lost. Log out anyway?'
      : `${unsaved} messages you are writing are not saved to Gmail Drafts yet and will be lost. Log out anyway?`;
  if (unsaved > 0 && !window.confirm(warning)) return;
  await logOut(revokeOrigin);
}
