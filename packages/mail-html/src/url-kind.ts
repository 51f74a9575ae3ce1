/**
 * What a URL in mail points at, read the way a browser reads an attribute value: leading and
 * trailing controls and spaces dropped, tabs and newlines removed anywhere (`java&#9;script:`).
 *
 * - `web`: explicit http: or https:
 * - `relative`: no scheme (`x.png`, `//host/x`, `\\host\x`); in the mail frame it resolves against the
 *   app's own address, so it still goes to the network
 * - `fragment`: `#id`, a place in the same document
 * - `contact`: mailto: or tel:
 * - `data-image`: data:image/…
 * - `data`: any other data: URL (a font, a stylesheet, a page)
 * - `cid`: an inline part of the same message
 * - `other`: any other scheme (javascript:, vbscript:, blob:, file:…), or empty
 */
export type UrlKind =
  'web' | 'relative' | 'fragment' | 'contact' | 'data-image' | 'data' | 'cid' | 'other';

export function urlKind(value: string): UrlKind {
  const url = trimControlsAndSpaces(value.replace(/[\t\n\r]/g, ''));
  if (url === '') return 'other';
  if (url.startsWith('#')) return 'fragment';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return 'relative';
  if (scheme === 'http' || scheme === 'https') return 'web';
  if (scheme === 'mailto' || scheme === 'tel') return 'contact';
  if (scheme === 'cid') return 'cid';
  if (scheme === 'data') return /^data:image\//i.test(url) ? 'data-image' : 'data';
  return 'other';
}

function trimControlsAndSpaces(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start++;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end--;
  return value.slice(start, end);
}

/** True for a URL the browser would fetch from the network. */
export function isRemote(kind: UrlKind): boolean {
  return kind === 'web' || kind === 'relative';
}

const HTML_SPACE = /[ \t\n\f\r]/;

/** The URLs of a srcset attribute, split as the HTML standard does (a data: URL may hold commas). */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let pos = 0;
  const at = () => srcset[pos] ?? '';
  while (pos < srcset.length) {
    while (pos < srcset.length && (HTML_SPACE.test(at()) || at() === ',')) pos++;
    if (pos >= srcset.length) break;
    const start = pos;
    while (pos < srcset.length && !HTML_SPACE.test(at())) pos++;
    const url = srcset.slice(start, pos);
    if (url.endsWith(',')) {
      urls.push(url.replace(/,+$/, ''));
      continue;
    }
    urls.push(url);
    // Descriptors run to the next comma outside parentheses.
    let inParens = false;
    while (pos < srcset.length) {
      const c = at();
      pos++;
      if (inParens) inParens = c !== ')';
      else if (c === '(') inParens = true;
      else if (c === ',') break;
    }
  }
  return urls;
}
