import { randomBytes } from 'node:crypto';
import { REMOTE_NAMES } from '@mail/contracts';

/**
 * The origins one deployment of the product is made of, as its server knows them (the ports and hosts
 * it was started with). The policy is built from this list, never from the run-time config the page
 * reads: a config that names another origin does not widen what the page may load.
 */
export interface DeploymentOrigins {
  /** Where the remotes are served: their manifests, entries, chunks and styles. */
  remotes: string[];
  /** Gmail, Calendar, userinfo, People and sign-in: Google's origins or the local stand-in's. */
  apis: string[];
  /** Google mode: Google's sign-in script may be loaded. */
  googleSignIn?: boolean;
}

/** Google's sign-in paths, as its CSP guide lists them: the script alone, not the whole host. */
const GOOGLE_SIGN_IN = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
};

/**
 * The Trusted Types policies the product's pages create; any other name is refused.
 * - `mail-html`: the mail frame's srcdoc document, built from DOMPurify's output (@mail/mail-html);
 * - `dompurify`: DOMPurify's own, for its RETURN_TRUSTED_TYPE results (calendar event descriptions);
 * - `federation`: the script URLs of remote entries the Module Federation runtime inserts
 *   (@mail/federation's remote-script-plugin.ts);
 * - one per app's bundler runtime (`output.trustedTypes`), for the chunks it loads;
 * - `default`: HTML for DOMParser only (tiptap's content parser) and Google's sign-in script URL as a
 *   <script> src, nothing else (runtime/default-trusted-types-policy);
 * - `ProseMirrorClipboard`: ProseMirror's parser for pasted HTML, into a detached document;
 * - `service-worker`: the shell's one service worker, /sw.js (shell/src/features/offline), which
 *   `navigator.serviceWorker.register` takes as a TrustedScriptURL;
 * - `mail-html-worker`: the blob: bootstrap of the mail markup worker and, inside it, the remote's
 *   worker script it imports (@mail/mail-html cross-origin-worker.ts);
 * - `pdf-worker`: the blob: URL of the PDF preview's pdf.js worker (the conversation remote's
 *   features/attachments/pdf).
 * 'allow-duplicates': each DOMPurify instance (mail-html's, the calendar's) creates `dompurify`.
 */
export const TRUSTED_TYPES_POLICIES = [
  'default',
  'ProseMirrorClipboard',
  'mail-html',
  'dompurify',
  'federation',
  'service-worker',
  'mail-html-worker',
  'pdf-worker',
  'shell',
  ...REMOTE_NAMES,
];

/**
 * Google mode only: the policy Google Identity Services creates itself. GIS is compiled with Closure,
 * whose safe types create `goog#html` (Closure's TRUSTED_TYPES_POLICY_NAME plus `#html`); refused, GIS
 * cannot write its own markup. See docs/google-api.md#sign-in-under-trusted-types.
 */
export const GOOGLE_SIGN_IN_TRUSTED_TYPES_POLICIES = ['goog#html'];

/** Where development pages post their policy violations (the dev servers print them). */
export const CSP_REPORT_PATH = '/__csp-report';

/** Which <script> elements of the page itself may run (anything they insert may too). */
export type ScriptAllowance =
  /** A server that writes each response: the elements carrying this response's nonce. */
  | { nonce: string; scriptHashes?: never }
  /**
   * Pages served as they are (a static host, nginx): the elements whose `integrity` is one of these
   * hashes (CSP3 matches an external script's integrity against the policy's hashes).
   */
  | { scriptHashes: string[]; nonce?: never };

export type PolicyOptions = ScriptAllowance & {
  origins: DeploymentOrigins;
  /** A dev server's page: violations are reported, and the dev server's error overlay may run. */
  development?: boolean;
};

/** A new nonce for one response: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

function originsOf(urls: string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/**
 * The strict policy every HTML page of the product is sent with (web.dev's "strict CSP"): scripts run
 * only when they carry the response's nonce (or, served as they are, a pinned hash) or were inserted
 * by such a script ('strict-dynamic': the
 * Module Federation runtime inserts <script> elements for remote entries and chunks), and every DOM
 * sink that turns a string into script needs a Trusted Type.
 */
export function strictContentSecurityPolicy({
  nonce,
  scriptHashes,
  origins,
  development,
}: PolicyOptions): string {
  const remotes = originsOf(origins.remotes);
  const apis = originsOf(origins.apis);
  const google = origins.googleSignIn;
  const list = (...sources: (string | string[] | false | undefined)[]) =>
    sources.flat().filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    // Browsers that know 'strict-dynamic' ignore the host list after it; it is there for those that
    // do not (CSP level 2), and names only this deployment's origins.
    `script-src ${list(
      nonce !== undefined && `'nonce-${nonce}'`,
      (scriptHashes ?? []).map((hash) => `'${hash}'`),
      "'strict-dynamic'",
      "'self'",
      ...remotes,
      google && GOOGLE_SIGN_IN.script,
    )}`,
    // 'unsafe-inline' for styles: mail frames are srcdoc documents, which inherit this policy, and a
    // mail's layout is its <style> elements and style attributes (the frame's own policy still
    // blocks everything else). The product's own styles are files from these origins.
    `style-src ${list("'self'", ...remotes, "'unsafe-inline'", google && GOOGLE_SIGN_IN.style)}`,
    `connect-src ${list("'self'", ...remotes, ...apis, google && GOOGLE_SIGN_IN.connect)}`,
    // Mail frames inherit this too: images a reader chose to show come from anywhere; each frame's
    // own policy blocks them until then. blob: is an inline image part or an attachment's preview.
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    // Mail frames are srcdoc documents, which frame-src does not govern; no other frame is made.
    `frame-src ${google ? GOOGLE_SIGN_IN.frame : "'none'"}`,
    // The shell's service worker (/sw.js, which keeps the app's files for offline use), and blob: for
    // the workers a remote starts: their scripts are on the remote's origin, which a Worker may not
    // be made from. The mail markup worker's bootstrap (@mail/mail-html cross-origin-worker.ts,
    // through the `mail-html-worker` policy) and the PDF preview's pdf.js worker, whose source arrives
    // in an integrity-pinned chunk (through the `pdf-worker` policy); both admit blob: only.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${list(...TRUSTED_TYPES_POLICIES, google && GOOGLE_SIGN_IN_TRUSTED_TYPES_POLICIES, development && 'webpack-dev-server#overlay')} 'allow-duplicates'`,
    development && `report-uri ${CSP_REPORT_PATH}`,
  ]
    .filter(Boolean)
    .join('; ');
}

/** Puts the response's nonce on every <script> element of one of our own HTML documents. */
export function withScriptNonce(html: string, nonce: string): string {
  return (
    html
      .replace(/<script\b/gi, `<script nonce="${nonce}"`)
      // A preloaded script is fetched under script-src as well: it needs the nonce to be allowed.
      .replace(/<link\b(?=[^>]*\brel="(?:module)?preload")/gi, `<link nonce="${nonce}"`)
  );
}

/** Headers every response of every server of the product carries. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};
