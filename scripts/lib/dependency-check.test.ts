import { readAuditReport } from './dependency-check';

/** An audit report as pnpm prints it (npm's format), with one advisory of `severity`. */
const reportWith = (severity: string) =>
  JSON.stringify({
    actions: [],
    advisories: {
      '1097138': {
        id: 1097138,
        module_name: 'react-router',
        severity,
        title: 'React Router vulnerable to XSS via Open Redirects',
        vulnerable_versions: '>=6.0.0 <6.30.2',
        url: 'https://github.com/advisories/GHSA-2w69-qvjg-hvjx',
      },
    },
    muted: [],
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 1, critical: 0 },
      dependencies: 120,
      devDependencies: 0,
      optionalDependencies: 0,
      totalDependencies: 120,
    },
  });

describe('the dependency check', () => {
  it('fails on a high or critical advisory, naming the package, its range and the advisory', () => {
    expect(readAuditReport(reportWith('high'))).toEqual({
      outcome: 'vulnerable',
      advisories: [
        'react-router >=6.0.0 <6.30.2 (high): React Router vulnerable to XSS via Open Redirects https://github.com/advisories/GHSA-2w69-qvjg-hvjx',
      ],
    });
    expect(readAuditReport(reportWith('critical')).outcome).toBe('vulnerable');
  });

  it('passes when the advisories found are below high, or there are none', () => {
    expect(readAuditReport(reportWith('moderate'))).toEqual({ outcome: 'clean' });
    expect(readAuditReport(JSON.stringify({ advisories: {}, metadata: {} }))).toEqual({
      outcome: 'clean',
    });
  });

  it('says why it was skipped when the registry does not answer audits', () => {
    // What this machine's registry mirror answers.
    const mirror = JSON.stringify({
      error: {
        code: 'ERR_PNPM_AUDIT_BAD_RESPONSE',
        message:
          'The audit endpoint (at https://registry.npmjs.org/-/npm/v1/security/audits/quick) responded with 405: .',
      },
    });
    expect(readAuditReport(mirror)).toEqual({
      outcome: 'skipped',
      reason:
        'The audit endpoint (at https://registry.npmjs.org/-/npm/v1/security/audits/quick) responded with 405: .',
    });
    expect(readAuditReport('getaddrinfo ENOTFOUND registry.npmjs.org\n  at …')).toEqual({
      outcome: 'skipped',
      reason: 'getaddrinfo ENOTFOUND registry.npmjs.org',
    });
  });
});
