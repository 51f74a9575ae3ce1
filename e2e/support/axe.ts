import { readFile } from 'node:fs/promises';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

/** One axe-core rule that failed, and the elements that fail it (CSS selectors). */
export interface AxeViolation {
  rule: string;
  impact: ImpactValue | null;
  help: string;
  targets: string[];
}

export interface AxeScope {
  /** Selectors of what to check; the whole document when left out. */
  include?: string[];
}

type AxeRun = (context: unknown, options: object) => Promise<AxeResults>;

let axeSource: Promise<string> | undefined;

/**
 * Runs axe-core in the page's top document and returns what it found broken.
 *
 * The engine goes in through the DevTools protocol (`page.evaluate` of axe.min.js), not as a
 * <script>: the page's Content-Security-Policy and Trusted Types govern what the page loads, not what
 * the debugger evaluates, so injecting it causes no violation, and the suite's CSP check
 * (csp-violations.ts) stays as strict as ever for the product's own code. Frames are left out: the
 * only ones are mail frames, which show mail rather than the product and run no script. Content that
 * is inert (behind a modal) is out of reach of every user, and axe-core passes over it.
 */
export async function findAxeViolations(page: Page, scope: AxeScope = {}): Promise<AxeViolation[]> {
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource);
  const results = await page.evaluate(async (include) => {
    const run: AxeRun = (window as unknown as { axe: { run: AxeRun } }).axe.run;
    const context = include ? { include: include.map((selector) => [selector]) } : document;
    return run(context, { iframes: false, resultTypes: ['violations'] });
  }, scope.include ?? null);
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** What issue 15 asks to be none of: violations axe-core rates serious or critical. */
export function seriousOrCritical(violations: readonly AxeViolation[]): AxeViolation[] {
  return violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
}
