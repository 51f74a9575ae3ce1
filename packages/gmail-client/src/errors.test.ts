import {
  GoogleApiError,
  isGoogleApiError,
  isPassingFailure,
  isScopeRefusal,
  NetworkError,
} from './errors';

describe('isPassingFailure', () => {
  it.each([
    ['a 429', new GoogleApiError(429, 'rateLimitExceeded', 'x', 1000)],
    ['a 403 rate limit', new GoogleApiError(403, 'userRateLimitExceeded', 'x')],
    ['a 500', new GoogleApiError(500, 'backendError', 'x')],
    ['a 503', new GoogleApiError(503, undefined, 'x')],
    // Not retried, but probed until Google answers (the status line says it meanwhile).
    ['a daily limit', new GoogleApiError(403, 'dailyLimitExceeded', 'x')],
    ['no answer', new NetworkError('Failed to fetch')],
  ])('%s passes by itself', (_what, error) => {
    expect(isPassingFailure(error)).toBe(true);
  });

  it.each([
    ['a 403 refusal', new GoogleApiError(403, 'insufficientPermissions', 'x')],
    ['a 401', new GoogleApiError(401, 'authError', 'x')],
    ['a 404', new GoogleApiError(404, 'notFound', 'x')],
    ['an abort', new DOMException('gone', 'AbortError')],
    ['anything else', new Error('bug')],
  ])('%s does not', (_what, error) => {
    expect(isPassingFailure(error)).toBe(false);
  });
});

describe('isScopeRefusal', () => {
  it("is Gmail's 403 for a scope the token lacks, not a rate limit or another refusal", () => {
    expect(isScopeRefusal(new GoogleApiError(403, 'insufficientPermissions', 'x'))).toBe(true);
    expect(isScopeRefusal(new GoogleApiError(403, 'rateLimitExceeded', 'x'))).toBe(false);
    expect(isScopeRefusal(new GoogleApiError(401, 'insufficientPermissions', 'x'))).toBe(false);
    expect(isScopeRefusal(new Error('insufficientPermissions'))).toBe(false);
  });
});

describe('isGoogleApiError', () => {
  it('knows the error of another copy of the module (an entry bundled apart), and nothing else', () => {
    let OtherCopy = GoogleApiError;
    jest.isolateModules(() => {
      ({ GoogleApiError: OtherCopy } = jest.requireActual<{
        GoogleApiError: typeof GoogleApiError;
      }>('./errors'));
    });
    const fromOtherCopy = new OtherCopy(404, 'notFound', 'gone');
    expect(fromOtherCopy).not.toBeInstanceOf(GoogleApiError);
    expect(isGoogleApiError(fromOtherCopy)).toBe(true);
    expect(isGoogleApiError(new NetworkError('Failed to fetch'))).toBe(false);
    expect(isGoogleApiError(new Error('plain'))).toBe(false);
  });
});
