import { getGoogleClient, type UserProfile } from '@mail/gmail-client';

/** The signed-in user, or null when userinfo cannot be read (Gmail then fills From itself). */
export async function signedInUser(): Promise<UserProfile | null> {
  try {
    return await getGoogleClient().getProfile();
  } catch (error) {
    console.error('Could not read the profile', error);
    return null;
  }
}

/** The From header: `Name <address>` of the signed-in user, or undefined to let Gmail write it. */
export async function senderHeader(): Promise<string | undefined> {
  const user = await signedInUser();
  if (!user?.email) return undefined;
  // Quoted, so a name with a comma ("Lee, Ann") stays one mailbox.
  return user.name ? `"${user.name.replace(/["\\]/g, '\\$&')}" <${user.email}>` : user.email;
}
