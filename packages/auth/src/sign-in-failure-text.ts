import type { SignInFailure } from './sign-in-result';

/** What the reader is told when a sign-in, a renewal or an area's request gave no token. */
export function describeSignInFailure({ error }: SignInFailure): string {
  switch (error) {
    case 'popup_failed_to_open':
      return "Your browser blocked Google's sign-in window. Allow pop-ups for this site, then try again.";
    case 'popup_closed':
      return 'The sign-in window was closed before you finished. Try again when you are ready.';
    case 'access_denied':
      return 'Google did not give access, so your mail cannot be shown. Try again to choose what to allow.';
    default:
      return `Signing in did not work (${error}). Try again.`;
  }
}
