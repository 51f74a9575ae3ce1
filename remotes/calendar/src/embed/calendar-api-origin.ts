/** Google's Calendar API; the only origin off this machine that the embedded calendar calls. */
const GOOGLE_CALENDAR_API = 'https://www.googleapis.com';
/** Hosts of this machine, where the local stand-in for Google runs. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const REFUSED =
  'MailCalendar.mount: options.api.calendar must be https://www.googleapis.com or an http(s) origin ' +
  'on this machine (localhost, 127.0.0.1 or [::1]), with no path, query or credentials.';

function parsed(value: unknown): URL | null {
  if (typeof value !== 'string') return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** An http(s) URL that is nothing but an origin: no credentials, path, query or fragment. */
function isBareWebOrigin(url: URL): boolean {
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash
  );
}

/**
 * The origin the calendar sends the access token to, checked against an allow-list: Google's
 * Calendar API, or the local stand-in on a loopback host. Anything else (another host, a path, a
 * `javascript:` URL) throws a TypeError that says what is accepted, before any call is made.
 */
export function calendarApiOrigin(value: unknown): string {
  const url = parsed(value);
  const allowed =
    url !== null &&
    isBareWebOrigin(url) &&
    (url.origin === GOOGLE_CALENDAR_API || LOOPBACK_HOSTS.has(url.hostname));
  if (!allowed) throw new TypeError(REFUSED);
  return url.origin;
}
