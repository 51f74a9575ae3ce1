/// <reference types="trusted-types" />
import { BLOCKED_IMAGE_ATTRIBUTE, LINK_COLOR_PROPERTY, MAIL_BODY_CLASS } from './mail-markers';
import type { ReadingOptions } from './sanitize-for-reading';

/** The iframe sandbox tokens: links may open new tabs outside the sandbox; the parent may read the frame's document to size it; NEVER allow-scripts (and never allow-forms, allow-top-navigation*, allow-modals). */
export const MAIL_FRAME_SANDBOX = 'allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/** The frame's CSP: `default-src 'none'; img-src data: blob:; style-src 'unsafe-inline'; font-src data:; form-action 'none'; base-uri 'none'; frame-src 'none'; media-src 'none'` — with allowRemoteContent, img-src adds `https: http:` (nothing else is relaxed). */
export function mailFrameContentSecurityPolicy(options: ReadingOptions): string {
  return [
    "default-src 'none'",
    `img-src data: blob:${options.allowRemoteContent ? ' https: http:' : ''}`,
    "style-src 'unsafe-inline'",
    'font-src data:',
    "form-action 'none'",
    "base-uri 'none'",
    "frame-src 'none'",
    "media-src 'none'",
  ].join('; ');
}

// Wide newsletters scroll sideways inside the frame; fixed-width images keep their width.
const BASE_STYLES = [
  'html{overflow-x:auto;overflow-y:hidden}',
  'body{margin:0;font:14px/1.5 Arial,Helvetica,sans-serif;overflow-wrap:break-word}',
  'img:not([width]){max-width:100%}',
  `img[${BLOCKED_IMAGE_ATTRIBUTE}]{display:inline-block;min-width:16px;min-height:16px;background:#f1f3f4}`,
  'blockquote{margin:0 0 0 .8ex;padding-left:1ex;border-left:1px solid #ccc}',
  'pre{white-space:pre-wrap}',
  'bdi,[dir]{unicode-bidi:isolate}',
  // <body link="…">, with no specificity, as a presentational hint would have.
  `:where(.${MAIL_BODY_CLASS}[style*="${LINK_COLOR_PROPERTY}"] a[href]){color:var(${LINK_COLOR_PROPERTY})}`,
].join('');

/** The whole srcdoc document for the sandboxed mail frame: `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="…"> FIRST in head, then <meta charset>, <meta name="referrer" content="no-referrer">, base styles</head><body>…</body></html>`. */
export function buildMailFrameDocument(bodyHtml: string, options: ReadingOptions): string {
  return (
    '<!doctype html><html><head>' +
    `<meta http-equiv="Content-Security-Policy" content="${mailFrameContentSecurityPolicy(options)}">` +
    '<meta charset="utf-8">' +
    '<meta name="referrer" content="no-referrer">' +
    `<style>${BASE_STYLES}</style>` +
    `</head><body>${bodyHtml}</body></html>`
  );
}

// Made with the module, not on first use: created inside the call, which the minifier inlines into
// the conversation's frame component, its callback would keep that component's scope, and through
// it a closed mail frame's whole document, alive for as long as the page.
const framePolicy = globalThis.window?.trustedTypes?.createPolicy('mail-html', {
  createHTML: (html: string) => html,
});

/**
 * The frame document as the srcdoc attribute accepts it where the page requires Trusted Types: a
 * TrustedHTML from this package's `mail-html` policy, which wraps nothing but documents built here
 * (the frame's own CSP first, no script can run in it). A plain string where there are none (tests).
 */
export function mailFrameSrcdoc(bodyHtml: string, options: ReadingOptions): TrustedHTML | string {
  const document = buildMailFrameDocument(bodyHtml, options);
  return framePolicy ? framePolicy.createHTML(document) : document;
}
