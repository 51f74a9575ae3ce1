import { spawn } from 'node:child_process';

/**
 * The test command's dependency check: `pnpm audit` of what the apps ship (production dependencies)
 * against the registry's advisories, failing on a high or critical one. A registry that does not answer
 * audits (a mirror, no network) cannot say either way: the check then says it was skipped, and why.
 */

export type DependencyCheck =
  | { outcome: 'clean' }
  | { outcome: 'vulnerable'; advisories: string[] }
  | { outcome: 'skipped'; reason: string };

/** The part of `pnpm audit --json` the check reads (npm's audit report format). */
interface AuditReport {
  error?: { code?: string; message?: string };
  advisories?: Record<
    string,
    {
      module_name: string;
      severity: string;
      title: string;
      vulnerable_versions: string;
      url?: string;
    }
  >;
}

const BLOCKING = new Set(['high', 'critical']);

/** Reads `pnpm audit --audit-level high --json`'s output as the check's outcome. */
export function readAuditReport(output: string): DependencyCheck {
  let report: AuditReport;
  try {
    report = JSON.parse(output) as AuditReport;
  } catch {
    const firstLine = output.trim().split('\n')[0];
    return { outcome: 'skipped', reason: firstLine || 'the audit printed no report' };
  }
  if (report.error) {
    return {
      outcome: 'skipped',
      reason: report.error.message ?? report.error.code ?? 'audit failed',
    };
  }
  if (!report.advisories)
    return { outcome: 'skipped', reason: 'the audit report lists no advisories' };
  const advisories = Object.values(report.advisories)
    .filter(({ severity }) => BLOCKING.has(severity))
    .map(
      ({ module_name, severity, title, vulnerable_versions, url }) =>
        `${module_name} ${vulnerable_versions} (${severity}): ${title}${url ? ` ${url}` : ''}`,
    );
  return advisories.length ? { outcome: 'vulnerable', advisories } : { outcome: 'clean' };
}

/** Runs the audit in `cwd` with pnpm `pnpm` (a command and its leading arguments). */
function auditOutput(pnpm: string[], cwd: string): Promise<string> {
  const [command, ...args] = pnpm;
  return new Promise((resolve) => {
    const child = spawn(command!, [...args, 'audit', '--prod', '--audit-level', 'high', '--json'], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => resolve(error.message));
    child.on('exit', () => resolve(stdout.trim() ? stdout : stderr));
  });
}

/** Runs the check and prints its outcome; false only when a dependency is known to be vulnerable. */
export async function checkDependencies(pnpm: string[], cwd: string): Promise<boolean> {
  const result = readAuditReport(await auditOutput(pnpm, cwd));
  if (result.outcome === 'skipped') {
    console.log(`dependency check skipped: ${result.reason}`);
    return true;
  }
  if (result.outcome === 'clean') {
    console.log('dependency check: no high or critical advisory for a production dependency');
    return true;
  }
  console.error('dependency check: known-vulnerable production dependencies:');
  for (const advisory of result.advisories) console.error(`  - ${advisory}`);
  return false;
}
