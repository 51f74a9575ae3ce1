import createDOMPurify, { type DOMPurify } from 'dompurify';

// The event-description profile, an entry of its own (`@mail/mail-html/event-description`) so the
// calendar does not bundle mail's purifier. Calendar descriptions are HTML anyone who invites the user
// can write: keep text formatting and links only. Images, styles, forms and embeds are dropped, so
// nothing loads from elsewhere.
const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'span',
  'strong',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href'];
const SAFE_LINK = /^(?:https?|mailto|tel):/i;

let purifier: DOMPurify | undefined;

// An instance of its own, so that its hook never touches anyone else's DOMPurify.
function getPurifier(): DOMPurify {
  if (!purifier) {
    purifier = createDOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName !== 'A') return;
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    });
  }
  return purifier;
}

/**
 * Safe HTML for an event description: formatting and http(s)/mailto/tel links that open a new tab. A
 * TrustedHTML from DOMPurify's policy where the page requires Trusted Types for innerHTML.
 */
export function trustedDescription(html: string): TrustedHTML {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_LINK,
    // aria-* could point at elements of the page around the description.
    ALLOW_ARIA_ATTR: false,
    ALLOW_DATA_ATTR: false,
    RETURN_TRUSTED_TYPE: true,
  });
}

/** The same as text. */
export function sanitizeDescription(html: string): string {
  return trustedDescription(html).toString();
}

/** True when a description holds markup rather than plain text with line breaks. */
export function looksLikeHtml(description: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(description);
}
