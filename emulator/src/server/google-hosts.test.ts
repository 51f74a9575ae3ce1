import { createHash, X509Certificate } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { GMAIL, emulatorForThisFile } from '../test-support/harness';
import { GOOGLE_HOSTS, isGoogleHost } from './google-hosts';

const PRODUCT_ORIGIN = 'http://localhost:3000';
const h = emulatorForThisFile({
  googleHosts: {},
  client: { origins: [PRODUCT_ORIGIN], redirectUris: [] },
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The certificate the listener presented. */
  certificate?: X509Certificate;
}

/**
 * A request to the HTTPS listener as a browser sends it to https://<host>/: SNI and Host name the
 * host. The certificate is checked by the test against the fingerprint the emulator announces.
 */
function googleRequest(
  host: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port: h.emulator.googleHosts!.port,
        // SNI never carries an address (RFC 6066).
        ...(isIP(host) ? {} : { servername: host.replace(/:\d+$/, '') }),
        path,
        method,
        headers: { Host: host, ...headers },
        rejectUnauthorized: false,
      },
      (res) => {
        const raw = (res.socket as TLSSocket).getPeerX509Certificate();
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, certificate: raw }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('Google hosts over HTTPS', () => {
  it('presents a certificate for the five names whose SPKI hash the emulator announces', async () => {
    const { certificate } = await googleRequest('accounts.google.com', '/gsi/client');
    const spki = certificate!.publicKey.export({ type: 'spki', format: 'der' });
    expect(createHash('sha256').update(spki).digest('base64')).toBe(
      h.emulator.googleHosts!.spkiFingerprint,
    );
    for (const host of GOOGLE_HOSTS) expect(certificate!.checkHost(host)).toBe(host);
    expect(certificate!.checkHost('evil.example')).toBeUndefined();
  });

  it('names each host in the Chromium host rules, to 127.0.0.1 and the listener', () => {
    const { port, hostResolverRules } = h.emulator.googleHosts!;
    expect(hostResolverRules.split(',')).toEqual(
      GOOGLE_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${port}`),
    );
  });

  it('serves the APIs on Google’s names, with CORS for registered origins only', async () => {
    const headers = { Authorization: `Bearer ${h.token}`, Origin: PRODUCT_ORIGIN };
    const gmail = await googleRequest('gmail.googleapis.com', `${GMAIL}/labels`, headers);
    expect(gmail.status).toBe(200);
    expect(gmail.headers['access-control-allow-origin']).toBe(PRODUCT_ORIGIN);
    const other = await googleRequest('gmail.googleapis.com', `${GMAIL}/labels`, {
      ...headers,
      Origin: 'https://evil.example',
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const calendar = await googleRequest(
      'www.googleapis.com:443',
      '/calendar/v3/calendars/primary/events?maxResults=1',
      headers,
    );
    expect(calendar.status).toBe(200);
  });

  it('gives the avatar on https at the host asked', async () => {
    const answer = await googleRequest('www.googleapis.com', '/oauth2/v3/userinfo', {
      Authorization: `Bearer ${h.token}`,
    });
    expect(JSON.parse(answer.body)).toMatchObject({
      picture: expect.stringMatching(/^https:\/\/www\.googleapis\.com\//),
    });
  });

  it('serves the GIS double as a script at accounts.google.com/gsi/client', async () => {
    const answer = await googleRequest('accounts.google.com', '/gsi/client');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(answer.body).toContain('google.accounts.oauth2');
  });

  // A page on another name resolved to us reaches neither listener as a caller it can read.
  it.each([
    '127.0.0.1',
    'localhost',
    'evil.example',
    'accounts.google.com.evil.example',
    'gmail.googleapis.com:8443',
  ])('answers 400 on the HTTPS listener to Host %s', async (host) => {
    const answer = await googleRequest(host, `${GMAIL}/labels`, {
      Authorization: `Bearer ${h.token}`,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('400.');
  });

  it('answers 400 on the HTTP listener to Google’s names', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${h.emulator.origin}${GMAIL}/labels`,
        { headers: { Host: 'gmail.googleapis.com', Authorization: `Bearer ${h.token}` } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(400);
  });

  it('knows a Host header as a browser writes it to port 443', () => {
    expect(isGoogleHost('ACCOUNTS.google.com')).toBe(true);
    expect(isGoogleHost('people.googleapis.com:443')).toBe(true);
    expect(isGoogleHost('people.googleapis.com:444')).toBe(false);
    expect(isGoogleHost('googleapis.com')).toBe(false);
    expect(isGoogleHost(undefined)).toBe(false);
  });
});
