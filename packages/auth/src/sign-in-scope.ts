import { AREA_SCOPES } from './scopes';

/** Who the user is: granted with any sign-in, never refusable. */
const IDENTITY_SCOPES = ['openid', 'profile', 'email'];

/** What the product asks for at sign-in: every area, and identity. */
export const SIGN_IN_SCOPE = [...Object.values(AREA_SCOPES).flat(), ...IDENTITY_SCOPES].join(' ');
