import { GMAIL, emulatorForThisFile } from '../test-support/harness';

const REDIRECT = 'http://localhost:3000/oauth-callback';
const h = emulatorForThisFile({ client: { origins: [], redirectUris: [REDIRECT] } });
const SCOPE = 'openid profile email https://www.googleapis.com/auth/gmail.modify';

const authQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    client_id: 'demo-client',
    redirect_uri: REDIRECT,
    response_type: 'token',
    scope: SCOPE,
    state: 's-42',
    ...overrides,
  });

const postForm = (form: URLSearchParams) =>
  h.call('/o/oauth2/v2/auth', {
    body: form.toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    token: null,
  });

/** The fragment of a redirect to REDIRECT, as the page would read it. */
function fragmentOf(location: string | null): URLSearchParams {
  expect(location?.startsWith(`${REDIRECT}#`)).toBe(true);
  return new URLSearchParams((location ?? '').split('#')[1]);
}

describe('sign-in page', () => {
  it('shows the account and the scopes with Allow and Cancel, without scripts', async () => {
    const email = (await h.json<gapi.client.gmail.Profile>(`${GMAIL}/profile`)).emailAddress ?? '';
    const page = await h.call(`/o/oauth2/v2/auth?${authQuery()}`, { token: null });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain(email);
    expect(page.text).toContain('Read, compose, and send emails from your Gmail account');
    expect(page.text).toMatch(/<button[^>]*id="allow"/);
    expect(page.text).toMatch(/<button[^>]*id="cancel"/);
    expect(page.text).toMatch(/<form method="post"/);
    expect(page.text).not.toContain('<script');
  });

  it('redirects with a working token after Allow', async () => {
    const form = authQuery();
    form.set('decision', 'allow');
    const answer = await postForm(form);
    expect(answer.status).toBe(302);
    const fragment = fragmentOf(answer.headers.get('location'));
    expect(fragment.get('token_type')).toBe('Bearer');
    expect(fragment.get('expires_in')).toBe('3599');
    expect(fragment.get('state')).toBe('s-42');
    expect(fragment.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining([
        'https://www.googleapis.com/auth/gmail.modify',
        'https://www.googleapis.com/auth/userinfo.email',
      ]),
    );
    const token = fragment.get('access_token') ?? '';
    const user = await h.json<Record<string, unknown>>('/oauth2/v3/userinfo', { token });
    expect(Object.keys(user).sort()).toEqual([
      'email',
      'email_verified',
      'family_name',
      'given_name',
      'name',
      'picture',
      'sub',
    ]);
    expect(user.email_verified).toBe(true);
    const picture = String(user.picture);
    expect(picture.startsWith(h.emulator.origin)).toBe(true);
    const avatar = await fetch(picture);
    expect(avatar.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await avatar.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect((await h.call(`${GMAIL}/labels`, { token })).status).toBe(200);
  });

  it('gives the picture on the host the client used, so a page that calls localhost can show it', async () => {
    const localhost = h.emulator.origin.replace('127.0.0.1', 'localhost');
    const answer = await fetch(`${localhost}/oauth2/v3/userinfo`, {
      headers: { Authorization: `Bearer ${h.emulator.issueToken()}` },
    });
    const { picture } = (await answer.json()) as { picture: string };
    expect(picture).toBe(`${localhost}/avatars/demo.png`);
    expect((await fetch(picture)).status).toBe(200);
  });

  it('grants only what was asked: an openid-only token gets sub from userinfo and 403 from Gmail', async () => {
    const answer = await h.call(
      `/o/oauth2/v2/auth?${authQuery({ scope: 'openid', prompt: 'none' })}`,
      { token: null },
    );
    expect(answer.status).toBe(302);
    const token = fragmentOf(answer.headers.get('location')).get('access_token') ?? '';
    expect(Object.keys(await h.json<object>('/oauth2/v3/userinfo', { token }))).toEqual(['sub']);
    expect((await h.call(`${GMAIL}/labels`, { token })).status).toBe(403);
  });

  it('redirects with access_denied after Cancel', async () => {
    const form = authQuery();
    form.set('decision', 'cancel');
    const fragment = fragmentOf((await postForm(form)).headers.get('location'));
    expect(Object.fromEntries(fragment)).toEqual({ error: 'access_denied', state: 's-42' });
  });

  it.each([
    ['another path on the same origin', 'http://localhost:3000/elsewhere'],
    ['another local port', 'http://localhost:4000/oauth-callback'],
    ['127.0.0.1 for localhost', 'http://127.0.0.1:3000/oauth-callback'],
    ['a query added', `${REDIRECT}?next=/`],
    ['a trailing slash', `${REDIRECT}/`],
  ])(
    'gives no token, even silently, to an unregistered redirect_uri: %s',
    async (_name, redirectUri) => {
      for (const prompt of ['none', 'consent']) {
        const query = authQuery({ redirect_uri: redirectUri, prompt });
        const page = await h.call(`/o/oauth2/v2/auth?${query}`, { token: null });
        expect(page.status).toBe(400);
        expect(page.text).toContain('redirect_uri_mismatch');
        expect(page.headers.get('location')).toBeNull();
        query.set('decision', 'allow');
        const posted = await postForm(query);
        expect(posted.status).toBe(400);
        expect(posted.headers.get('location')).toBeNull();
      }
    },
  );

  it('answers a redirect_uri holding CR LF with the error page, not an empty 500', async () => {
    const query = authQuery({ redirect_uri: `${REDIRECT}\r\nSet-Cookie: a=b`, prompt: 'none' });
    const page = await h.call(`/o/oauth2/v2/auth?${query}`, { token: null });
    expect(page.status).toBe(400);
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(page.text).toContain('redirect_uri_mismatch');
  });

  it('refuses to register a redirect URI that would break the Location header', () => {
    expect(() =>
      h.emulator.registerClient({ origins: [], redirectUris: [`${REDIRECT}\r\nX: y`] }),
    ).toThrow();
    expect(() =>
      h.emulator.registerClient({ origins: [], redirectUris: [`${REDIRECT}#fragment`] }),
    ).toThrow();
  });

  it.each([
    [
      'a non-local redirect_uri',
      { redirect_uri: 'https://evil.example/cb' },
      'redirect_uri_mismatch',
    ],
    ['a non-http redirect_uri', { redirect_uri: 'javascript:alert(1)' }, 'redirect_uri_mismatch'],
    ['response_type=code', { response_type: 'code' }, 'unsupported_response_type'],
    ['no scope', { scope: '' }, 'invalid_request'],
  ])('shows an error page for %s, on GET and POST', async (_name, overrides, error) => {
    const page = await h.call(`/o/oauth2/v2/auth?${authQuery(overrides)}`, { token: null });
    expect(page.status).toBe(400);
    expect(page.text).toContain(error);
    const form = authQuery(overrides);
    form.set('decision', 'allow');
    const posted = await postForm(form);
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
  });
});

describe('revoke (POST /revoke, as oauth2.googleapis.com)', () => {
  const revoke = (body: string, query = '') =>
    h.call(`/revoke${query}`, {
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      token: null,
    });

  it('kills the token on every API at once', async () => {
    const token = h.emulator.issueToken();
    expect((await h.call(`${GMAIL}/labels`, { token })).status).toBe(200);
    const answer = await revoke(new URLSearchParams({ token }).toString());
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({});
    for (const path of [
      `${GMAIL}/labels`,
      `${GMAIL}/profile`,
      '/calendar/v3/calendars/primary/events',
      '/oauth2/v3/userinfo',
    ]) {
      expect([path, (await h.call(path, { token })).status]).toEqual([path, 401]);
    }
  });

  it('takes the token in the query too, as Google’s browser example sends it', async () => {
    const token = h.emulator.issueToken();
    expect((await revoke('', `?token=${encodeURIComponent(token)}`)).status).toBe(200);
    expect((await h.call(`${GMAIL}/labels`, { token })).status).toBe(401);
  });

  it('answers 400 invalid_token for a token already revoked, expired or unknown', async () => {
    const revoked = h.emulator.issueToken();
    await revoke(`token=${revoked}`);
    const expired = h.emulator.issueToken({ lifetimeSeconds: 0 });
    for (const token of [revoked, expired, 'ya29.unknown']) {
      const answer = await revoke(`token=${token}`);
      expect(answer.status).toBe(400);
      expect(answer.json()).toEqual({
        error: 'invalid_token',
        error_description: 'Token expired or revoked',
      });
    }
  });

  it('answers 400 invalid_request without a token', async () => {
    const answer = await revoke('');
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({ error: 'invalid_request', error_description: 'Bad Request' });
  });

  it('leaves other tokens alive', async () => {
    const kept = h.emulator.issueToken();
    await revoke(`token=${h.emulator.issueToken()}`);
    expect((await h.call(`${GMAIL}/labels`, { token: kept })).status).toBe(200);
  });
});

describe('tokens', () => {
  it('answers userinfo 401 in OAuth shape without a valid token', async () => {
    const answer = await h.call('/oauth2/v3/userinfo', { token: 'ya29.nope' });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Invalid Credentials',
    });
  });

  it('issues tokens through the control API and expires them on time', async () => {
    const answer = await h.control('/__emulator/token', { body: { lifetimeSeconds: 1 } });
    const issued = answer.json<{ access_token: string; expires_in: number }>();
    expect(issued.expires_in).toBeLessThanOrEqual(1);
    const info = await h.json<Record<string, string>>(
      `/oauth2/v3/tokeninfo?access_token=${issued.access_token}`,
      { token: null },
    );
    expect(Number(info.expires_in)).toBeLessThanOrEqual(1);
    expect((await h.call(`${GMAIL}/labels`, { token: issued.access_token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await h.call(`${GMAIL}/labels`, { token: issued.access_token })).status).toBe(401);
    expect(
      (await h.call(`/oauth2/v3/tokeninfo?access_token=${issued.access_token}`, { token: null }))
        .status,
    ).toBe(400);
  });
});
