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

const ZOOM_HOST = 'zoom.us';

/** The first conference entry point on Zoom's host (zoom.us or a subdomain of it), or null. */
export function zoomJoinUrl(conferenceUris: readonly string[]): string | null {
  for (const uri of conferenceUris) {
    const href = webUrl(uri);
    if (!href) continue;
    const { hostname } = new URL(href);
    if (hostname === ZOOM_HOST || hostname.endsWith(`.${ZOOM_HOST}`)) return href;
  }
  return null;
}
