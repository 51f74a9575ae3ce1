import { escapeHtmlNumerically } from '../server/numeric-html-escape';

/**
 * Where a GIS popup's answer goes. GIS names the page that asked as its redirect_uri, in its own
 * scheme: `storagerelay://https/app.example:8443?id=auth123456`. Google checks that origin against
 * the client's JavaScript origins; the answer goes to the page that opened the popup, nowhere else.
 */
export interface StorageRelay {
  /** The requesting page's origin, e.g. http://localhost:3000. */
  origin: string;
  /** GIS's id for this request; the answer carries it so the page can tell its requests apart. */
  id: string;
}

const STORAGE_RELAY = /^storagerelay:\/\/(https?)\/([^/?#]+)\?id=(auth\d+)$/;

/** The relay a redirect_uri names, or undefined when it is not one (then it is a URL). */
export function parseStorageRelay(redirectUri: string): StorageRelay | undefined {
  const match = STORAGE_RELAY.exec(redirectUri);
  if (!match) return undefined;
  const [, scheme, host, id] = match as unknown as [string, string, string, string];
  const written = `${scheme}://${host}`;
  try {
    // Only an origin as a browser writes it: no user info, no default port spelt out.
    return new URL(written).origin === written ? { origin: written, id } : undefined;
  } catch {
    return undefined;
  }
}

/** `<` and the JS line separators escaped, so the JSON can sit inside a <script> element. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16)}`);

/**
 * The popup's last page: posts the answer to the page that opened it, to that page's origin only
 * (the browser drops it if the opener is now anything else). The opener closes the popup.
 */
export function renderRelayPage(relay: StorageRelay, response: object, nonce: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Signing in\u2026</title></head>
<body>
<script nonce="${escapeHtmlNumerically(nonce)}">
window.opener && window.opener.postMessage(${scriptJson({ id: relay.id, response })}, ${scriptJson(relay.origin)});
</script>
</body>
</html>
`;
}
