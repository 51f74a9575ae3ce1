import { grantFromResponse } from './sign-in-result';

describe('grantFromResponse', () => {
  it('takes the token, its lifetime and scope', () => {
    expect(grantFromResponse({ access_token: 'ya29.a', expires_in: '3599', scope: 's' })).toEqual({
      ok: true,
      grant: { access_token: 'ya29.a', expires_in: 3599, scope: 's' },
    });
  });

  it('assumes Google’s 3599 s when the answer leaves expires_in out', () => {
    expect(grantFromResponse({ access_token: 'ya29.a' })).toEqual({
      ok: true,
      grant: { access_token: 'ya29.a', expires_in: 3599 },
    });
  });

  it('refuses an answer without a token, or with a lifetime that is not a positive number', () => {
    expect(grantFromResponse({ expires_in: 3599 })).toMatchObject({
      ok: false,
      failure: { error: 'no_token' },
    });
    for (const expiresIn of ['soon', '-5', 0]) {
      expect(grantFromResponse({ access_token: 'ya29.a', expires_in: expiresIn })).toMatchObject({
        ok: false,
        failure: { error: 'invalid_response', response: { access_token: '[redacted]' } },
      });
    }
  });
});
