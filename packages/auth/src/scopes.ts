/**
 * What the product asks for (docs/behaviour/sign-in.md#scopes): mailbox read and modify, contacts
 * read-only, full calendar, identity.
 */
export const SIGN_IN_SCOPE = [
  'https://www.googleapis.com/auth/gmail.modify',
  'https://www.googleapis.com/auth/contacts.readonly',
  'https://www.googleapis.com/auth/calendar',
  'openid',
  'profile',
  'email',
].join(' ');
