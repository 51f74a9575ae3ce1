/// <reference types="trusted-types" />

/**
 * The page's default Trusted Types policy, created before any app code runs. It lets exactly one kind
 * of string through: HTML given to DOMParser.parseFromString, which builds an inert document (no
 * script runs, nothing loads). tiptap parses an editor's initial HTML that way and cannot be handed a
 * TrustedHTML. Every other sink, and any explicit call, is refused: ProseMirror then falls back to its
 * own named policy for pasted HTML (also parsed into a detached document).
 */
const PARSER_SINK = 'DOMParser parseFromString';

function htmlForParserOnly(html: string, _type?: unknown, sink?: unknown): string | null {
  if (sink === PARSER_SINK) return html;
  // An explicit call (no sink) must fail loudly, so that the caller takes its own policy.
  if (sink === undefined) throw new TypeError('The default policy is not for explicit use');
  // null refuses the string: the sink is blocked and a violation reported.
  return null;
}

const factory = window.trustedTypes;
if (factory && !factory.defaultPolicy) {
  factory.createPolicy('default', {
    // The type package does not know a policy may answer null.
    createHTML: htmlForParserOnly as (html: string) => string,
  });
}

export {};
