import type { RunningGoogleHosts } from '@mail/emulator';

/**
 * The Chromium flags that make it meet the stand-in's Google hosts as it meets Google: Google's names
 * resolve to the stand-in's HTTPS listener, and the stand-in's certificate, alone, is trusted (by its
 * public key's hash; Chromium honours this list only with --user-data-dir). Nothing in the page
 * changes.
 */
export function googleHostsChromiumArgs(
  hosts: Pick<RunningGoogleHosts, 'hostResolverRules' | 'spkiFingerprint'>,
): string[] {
  return [
    `--host-resolver-rules=${hosts.hostResolverRules}`,
    `--ignore-certificate-errors-spki-list=${hosts.spkiFingerprint}`,
  ];
}
