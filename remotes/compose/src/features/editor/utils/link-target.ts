import { isAllowedLink } from './editor-extensions';

/** What the link dialog says of an address it refuses (docs/behaviour/compose.md#links). */
export const LINK_REFUSED_MESSAGE = 'Links can only go to http, https or mailto addresses.';
export const LINK_REQUIRED_MESSAGE = 'Type the web address or e-mail address to link to.';

export type LinkTarget = { href: string } | { error: string };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const BARE_ADDRESS = /^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/;

/**
 * The href for what was typed in the link dialog: an http, https or mailto URL as given; an e-mail
 * address becomes mailto:, anything else without a scheme https:// (as Gmail reads
 * "example.com"). Another scheme (javascript:, data:, file:…) or nothing at all is refused.
 */
export function linkTarget(typed: string): LinkTarget {
  const value = typed.trim();
  if (!value) return { error: LINK_REQUIRED_MESSAGE };
  // "localhost:8080" has the shape of a scheme; a digit after the colon says it is a port.
  const hasScheme = SCHEME.test(value) && !/^[^:]+:\d/.test(value);
  if (hasScheme) return isAllowedLink(value) ? { href: value } : { error: LINK_REFUSED_MESSAGE };
  if (/\s/.test(value)) return { error: LINK_REFUSED_MESSAGE };
  return { href: BARE_ADDRESS.test(value) ? `mailto:${value}` : `https://${value}` };
}
