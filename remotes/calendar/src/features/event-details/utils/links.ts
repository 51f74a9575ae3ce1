/**
 * The URL when `text` is exactly one http(s) URL, else null: only such text may become a link (a
 * location is a link only then; anything else is shown as text).
 */
export function webUrl(text: string | undefined): string | null {
  const candidate = text?.trim() ?? '';
  if (!/^https?:\/\/\S+$/i.test(candidate)) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The URL when `text` is an https URL on one of `hosts` (a host matches itself and, when
 * `withSubdomains`, any name ending in `.host`), else null. A join link says which service it opens,
 * so it must really open that service, and never over plain http.
 */
function secureUrlOn(
  text: string | undefined,
  host: string,
  withSubdomains: boolean,
): string | null {
  const href = webUrl(text);
  if (!href) return null;
  const { protocol, hostname, username, password } = new URL(href);
  if (protocol !== 'https:' || username || password) return null;
  const onHost = hostname === host || (withSubdomains && hostname.endsWith(`.${host}`));
  return onHost ? href : null;
}

/** The first conference entry point on https Zoom (zoom.us or a subdomain such as us02web.zoom.us). */
export function zoomJoinUrl(conferenceUris: readonly string[]): string | null {
  for (const uri of conferenceUris) {
    const href = secureUrlOn(uri, 'zoom.us', true);
    if (href) return href;
  }
  return null;
}

/** The event's Google Meet link when it is an https link on meet.google.com itself, else null. */
export function meetJoinUrl(hangoutLink: string | undefined): string | null {
  return secureUrlOn(hangoutLink, 'meet.google.com', false);
}
