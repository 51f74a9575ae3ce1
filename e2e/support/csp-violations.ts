import type { BrowserContext } from 'playwright-core';

/** One `securitypolicyviolation` event, as a document of the product saw it. */
export interface CspViolation {
  /** The document whose policy was violated. */
  page: string;
  directive: string;
  blocked: string;
  /** Where the offending code is (script URL:line), when the browser says. */
  source: string;
  sample: string;
}

const BINDING = '__reportCspViolation';

/**
 * Chromium reports these when markup is merely parsed into an inert document (DOMParser, a detached
 * document): an inline handler attribute or a <base> in it, though nothing runs and the base URL of
 * no live document changes. That is hostile mail being sanitized (DOMPurify parses it so) or quoted:
 * the markup's doing, blocked as it should be. The product's own code uses neither (React attaches
 * listeners, no page has a <base>), so these are recorded apart and do not fail a test.
 */
const PARSED_MARKUP_DIRECTIVES = new Set(['script-src-attr', 'base-uri']);

export interface RecordedCspViolations {
  /** The product's own: each one fails the test. */
  product: CspViolation[];
  /** Parsed foreign markup (see PARSED_MARKUP_DIRECTIVES): shown in failure reports only. */
  parsedMarkup: CspViolation[];
}

/**
 * Records every Content-Security-Policy violation in the documents of a browser context where the
 * product's code runs. Mail frames are sandboxed without scripts, so nothing runs there to listen:
 * what their own policy blocks in hostile mail is the policy working, and is not counted. Anything
 * recorded here is the product's own code (or a library it ships) breaking its policy.
 */
export async function recordCspViolations(context: BrowserContext): Promise<RecordedCspViolations> {
  const violations: RecordedCspViolations = { product: [], parsedMarkup: [] };
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    const kind = PARSED_MARKUP_DIRECTIVES.has(violation.directive) ? 'parsedMarkup' : 'product';
    violations[kind].push(violation);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
      report?.({
        page: event.documentURI,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
        sample: event.sample,
      });
    });
  }, BINDING);
  return violations;
}

export function describeCspViolation(violation: CspViolation): string {
  const where = violation.source ? ` at ${violation.source}` : '';
  const sample = violation.sample ? ` (${violation.sample})` : '';
  return `${violation.directive} blocked ${violation.blocked || 'inline'}${sample} on ${violation.page}${where}`;
}
