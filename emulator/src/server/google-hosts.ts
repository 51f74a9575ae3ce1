import { createHash, X509Certificate } from 'node:crypto';
import { generate } from 'selfsigned';

/**
 * The hosts a browser in Google mode talks to: sign-in and GIS (accounts), Gmail, Calendar and
 * userinfo (www), revoke (oauth2) and the People API. Served over HTTPS under these very names.
 */
export const GOOGLE_HOSTS = [
  'accounts.google.com',
  'gmail.googleapis.com',
  'www.googleapis.com',
  'oauth2.googleapis.com',
  'people.googleapis.com',
] as const;

const GOOGLE_HOST_SET = new Set<string>(GOOGLE_HOSTS);

/**
 * Whether a Host header names one of Google's hosts as a browser sends it to port 443: no port, or
 * :443. Anything else on the HTTPS listener (127.0.0.1, localhost, another name resolved to us) is
 * refused, as the HTTP listener refuses everything but loopback names.
 */
export function isGoogleHost(host: string | undefined): boolean {
  const name = host?.toLowerCase().replace(/:443$/, '');
  return name !== undefined && GOOGLE_HOST_SET.has(name);
}

export interface GoogleHostsCertificate {
  key: string;
  cert: string;
  /** base64 SHA-256 of the certificate's SubjectPublicKeyInfo, as Chromium's SPKI lists take it. */
  spkiFingerprint: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A throwaway self-signed certificate for Google's hosts, made at each start and never stored. */
export async function createGoogleHostsCertificate(): Promise<GoogleHostsCertificate> {
  const now = Date.now();
  const pems = await generate([{ name: 'commonName', value: GOOGLE_HOSTS[0] }], {
    keyType: 'ec',
    algorithm: 'sha256',
    // A day either side: a browser whose clock is a little off still accepts it.
    notBeforeDate: new Date(now - DAY_MS),
    notAfterDate: new Date(now + DAY_MS),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: GOOGLE_HOSTS.map((value) => ({ type: 2, value })) },
    ],
  });
  const spki = new X509Certificate(pems.cert).publicKey.export({ type: 'spki', format: 'der' });
  return {
    key: pems.private,
    cert: pems.cert,
    spkiFingerprint: createHash('sha256').update(spki).digest('base64'),
  };
}

/** Chromium's --host-resolver-rules value sending each of Google's hosts to the HTTPS listener. */
export function hostResolverRules(port: number): string {
  return GOOGLE_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(',');
}
