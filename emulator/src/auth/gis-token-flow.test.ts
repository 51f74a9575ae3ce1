import { GMAIL, emulatorForThisFile } from '../test-support/harness';

// The popup flow of Google Identity Services, as its popup meets the server: the page's origin in a
// storagerelay:// redirect_uri, the answer handed to the opener by the relay page.
const PAGE_ORIGIN = 'http://localhost:3000';
const CLIENT_ID = '1234-abc.apps.googleusercontent.com';
const MAIL = 'https://www.googleapis.com/auth/gmail.modify';
const CALENDAR = 'https://www.googleapis.com/auth/calendar';
const SCOPE = `openid email profile ${MAIL} ${CALENDAR}`;
const h = emulatorForThisFile({
  client: { clientId: CLIENT_ID, origins: [PAGE_ORIGIN], redirectUris: [] },
});

const gisQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    gsiwebsdk: '3',
    client_id: CLIENT_ID,
    scope: SCOPE,
    redirect_uri: `storagerelay://http/localhost:3000?id=auth42`,
    response_type: 'token',
    include_granted_scopes: 'true',
    enable_granular_consent: 'true',
    ...overrides,
  });

const open = (query: URLSearchParams) => h.call(`/o/oauth2/v2/auth?${query}`, { token: null });

const submit = (query: URLSearchParams, decision: string, ticked?: string[]) => {
  const form = new URLSearchParams(query);
  form.set('decision', decision);
  for (const scope of ticked ?? []) form.append('granted_scope', scope);
  return h.call('/o/oauth2/v2/auth', {
    body: form.toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    token: null,
  });
};

interface Relayed {
  id: string;
  response: Record<string, string | number>;
}

/** What the relay page posts to its opener, and the origin it is allowed to reach. */
function relayed(page: { status: number; text: string }): Relayed & { targetOrigin: string } {
  expect(page.status).toBe(200);
  const match = /window\.opener\.postMessage\((.*), (".*")\);/.exec(page.text);
  if (!match) throw new Error(`Not a relay page: ${page.text}`);
  return { ...(JSON.parse(match[1]!) as Relayed), targetOrigin: JSON.parse(match[2]!) as string };
}

const isConsentPage = (page: { text: string }) => page.text.includes('id="allow"');

const revoke = (token: unknown) =>
  h.call('/revoke', { body: `token=${String(token)}`, token: null });

beforeEach(async () => {
  // Each test starts with nothing granted: revoking a token forgets its client's whole grant.
  const answer = relayed(await submit(gisQuery({ prompt: 'consent', scope: 'openid' }), 'allow'));
  expect((await revoke(answer.response.access_token)).status).toBe(200);
});

describe('GIS popup flow', () => {
  it('refuses a page origin that is not a JavaScript origin of the client', async () => {
    for (const relay of [
      'storagerelay://http/localhost:4000?id=auth1',
      'storagerelay://https/localhost:3000?id=auth1',
    ]) {
      const page = await open(gisQuery({ redirect_uri: relay, prompt: 'none' }));
      expect(page.status).toBe(400);
      expect(page.text).toContain('Error 400: origin_mismatch');
      expect(page.text).not.toContain('postMessage');
    }
  });

  it('refuses another client id', async () => {
    const page = await open(gisQuery({ client_id: 'other.apps.googleusercontent.com' }));
    expect(page.status).toBe(401);
    expect(page.text).toContain('Error 401: invalid_client');
  });

  it('offers each scope beyond sign-in as a ticked checkbox', async () => {
    const page = await open(gisQuery({ prompt: 'consent' }));
    expect(isConsentPage(page)).toBe(true);
    const boxes = [
      ...page.text.matchAll(
        /<input type="checkbox" name="granted_scope" value="([^"]+)" checked>/g,
      ),
    ];
    expect(boxes.map((box) => box[1])).toEqual([MAIL, CALENDAR]);
  });

  it('gives the opener, at its own origin only, a token holding only the ticked scopes', async () => {
    const before = h.emulator.consentPages().length;
    const query = gisQuery({ prompt: 'select_account', state: 'st' });
    expect(isConsentPage(await open(query))).toBe(true);
    expect(h.emulator.consentPages().slice(before)).toEqual([
      { clientId: CLIENT_ID, scopes: SCOPE.split(' '), prompt: 'select_account' },
    ]);
    const answer = relayed(await submit(query, 'allow', [MAIL]));
    expect(answer.targetOrigin).toBe(PAGE_ORIGIN);
    expect(answer.id).toBe('auth42');
    expect(answer.response).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3599,
      authuser: '0',
      prompt: 'consent',
      state: 'st',
    });
    const scopes = String(answer.response.scope).split(' ');
    expect(scopes).toContain(MAIL);
    expect(scopes).toContain('https://www.googleapis.com/auth/userinfo.email');
    expect(scopes).not.toContain(CALENDAR);
    const token = String(answer.response.access_token);
    expect((await h.call(`${GMAIL}/labels`, { token })).status).toBe(200);
    expect((await h.call('/calendar/v3/calendars/primary/events', { token })).status).toBe(403);
  });

  it("answers prompt '' at once once everything was granted, and asks again for a refused scope", async () => {
    await submit(gisQuery({ prompt: 'consent' }), 'allow', [MAIL, CALENDAR]);
    const shown = h.emulator.consentPages().length;
    const silent = relayed(await open(gisQuery({ prompt: '' })));
    expect(silent.response.prompt).toBe('none');
    expect(String(silent.response.scope).split(' ')).toContain(CALENDAR);
    expect(h.emulator.consentPages()).toHaveLength(shown);

    await revoke(silent.response.access_token);
    await submit(gisQuery({ prompt: 'consent' }), 'allow', [MAIL]);
    expect(isConsentPage(await open(gisQuery({ prompt: '' })))).toBe(true);
  });

  it('adds earlier grants to a request for one more scope, unless include_granted_scopes is false', async () => {
    await submit(gisQuery({ prompt: 'consent', scope: `openid ${MAIL}` }), 'allow');
    const more = gisQuery({ prompt: 'consent', scope: CALENDAR });
    const merged = relayed(await submit(more, 'allow'));
    expect(String(merged.response.scope).split(' ').sort()).toEqual(
      [CALENDAR, MAIL, 'openid'].sort(),
    );
    more.set('include_granted_scopes', 'false');
    const alone = relayed(await submit(more, 'allow'));
    expect(alone.response.scope).toBe(CALENDAR);
  });

  it("answers prompt 'none' without a page: consent_required when not granted, interaction_required for another account", async () => {
    const shown = h.emulator.consentPages().length;
    expect(relayed(await open(gisQuery({ prompt: 'none', state: 's' }))).response).toEqual({
      error: 'consent_required',
      state: 's',
    });
    await submit(gisQuery({ prompt: 'consent' }), 'allow', [MAIL, CALENDAR]);
    const hinted = gisQuery({ prompt: 'none', login_hint: 'someone.else@example.com' });
    expect(relayed(await open(hinted)).response).toEqual({ error: 'interaction_required' });
    expect(relayed(await open(gisQuery({ prompt: 'none' }))).response.access_token).toMatch(
      /^ya29\./,
    );
    expect(h.emulator.consentPages()).toHaveLength(shown);
  });

  it('answers Cancel with access_denied and grants nothing', async () => {
    const answer = relayed(await submit(gisQuery({ prompt: 'consent' }), 'cancel'));
    expect(answer.response).toEqual({
      error: 'access_denied',
      error_description: expect.any(String),
      error_uri: expect.stringMatching(/^https:\/\//),
    });
    expect(isConsentPage(await open(gisQuery({ prompt: '' })))).toBe(true);
  });

  it('issues tokens for the lifetime a test sets', async () => {
    h.emulator.setTokenLifetime(20);
    try {
      const answer = relayed(await submit(gisQuery({ prompt: 'consent' }), 'allow', [MAIL]));
      expect(answer.response.expires_in).toBe(20);
    } finally {
      h.emulator.setTokenLifetime(3599);
    }
  });

  it('runs the relay page’s one script by its nonce and nothing else', async () => {
    await submit(gisQuery({ prompt: 'consent' }), 'allow', [MAIL, CALENDAR]);
    const page = await open(gisQuery({ prompt: '' }));
    const nonce = /<script nonce="([^"]+)">/.exec(page.text)?.[1];
    expect(page.headers.get('content-security-policy')).toContain(`script-src 'nonce-${nonce}'`);
    expect(page.text.match(/<script/g)).toHaveLength(1);
  });
});
