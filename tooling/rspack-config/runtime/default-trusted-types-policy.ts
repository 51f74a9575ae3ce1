/// <reference types="trusted-types" />

/**
 * The page's default Trusted Types policy, created before any app code runs. It lets exactly two
 * strings through, each only into its own sink:
 * - HTML given to DOMParser.parseFromString, which builds an inert document (no script runs, nothing
 *   loads). tiptap parses an editor's initial HTML that way and cannot be handed a TrustedHTML.
 * - Google Identity Services' script URL, set as a <script>'s src. @react-oauth/google inserts that
 *   script with a plain string and takes no TrustedScriptURL (MomenSherif/react-oauth#18); the URL is
 *   compared whole, so no other script can be loaded through this policy.
 * Every other sink, and any explicit call, is refused: ProseMirror then falls back to its own named
 * policy for pasted HTML (also parsed into a detached document).
 */
const PARSER_SINK = 'DOMParser parseFromString';
const SCRIPT_SRC_SINK = 'HTMLScriptElement src';
const GOOGLE_SIGN_IN_SCRIPT = 'https://accounts.google.com/gsi/client';

/** A default-policy answer for one sink: the value, or null to refuse it (a violation is reported). */
function onlyFor(expectedSink: string, allows: (value: string) => boolean) {
  return (value: string, _type?: unknown, sink?: unknown): string | null => {
    // An explicit call (no sink) must fail loudly, so that the caller takes its own policy.
    if (sink === undefined) throw new TypeError('The default policy is not for explicit use');
    return sink === expectedSink && allows(value) ? value : null;
  };
}

const factory = window.trustedTypes;
if (factory && !factory.defaultPolicy) {
  // The type package does not know a policy may answer null.
  factory.createPolicy('default', {
    createHTML: onlyFor(PARSER_SINK, () => true) as (html: string) => string,
    createScriptURL: onlyFor(SCRIPT_SRC_SINK, (url) => url === GOOGLE_SIGN_IN_SCRIPT) as (
      url: string,
    ) => string,
  });
}

export {};
