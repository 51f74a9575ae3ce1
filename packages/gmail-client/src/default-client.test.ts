import { getAccessToken, tokenRejected, waitForAccessToken } from '@mail/auth';
import { publish } from '@mail/event-bus';
import { configureGoogleClient, getGoogleClient } from './default-client';
import { createFakeFetch, googleError, TEST_ORIGINS } from './test-support/fake-fetch';

jest.mock('@mail/auth', () => ({
  getAccessToken: jest.fn(),
  tokenRejected: jest.fn(),
  waitForAccessToken: jest.fn(),
}));

const origins = TEST_ORIGINS;

afterEach(() => jest.restoreAllMocks());

describe('page-wide client', () => {
  it('uses the auth package for the token and tells it of a 401 (it renews or signs out)', async () => {
    jest.mocked(getAccessToken).mockReturnValue('page-token');
    // No renewal here: the session ended.
    jest.mocked(waitForAccessToken).mockRejectedValue(new Error('Signed out'));
    const fake = createFakeFetch(() => googleError(401, 'authError', 'Invalid Credentials'));
    jest.spyOn(globalThis, 'fetch').mockImplementation(fake.fetch);
    expect(() => getGoogleClient()).toThrow(/configureGoogleClient/);

    const configured = configureGoogleClient(origins);
    expect(getGoogleClient()).toBe(configured);
    await expect(getGoogleClient().getProfile()).rejects.toMatchObject({ status: 401 });
    expect(fake.requests[0]?.headers.get('authorization')).toBe('Bearer page-token');
    expect(jest.mocked(tokenRejected)).toHaveBeenCalledTimes(1);
    expect(fake.requests).toHaveLength(1);
  });

  it('forgets what it kept of the account once the session ends', () => {
    const configured = configureGoogleClient(origins);
    const forget = jest.spyOn(configured, 'forgetAccountData');
    publish({ type: 'auth/signed-out', reason: 'user' });
    publish({ type: 'auth/signed-out', reason: 'unauthorized' });
    expect(forget).toHaveBeenCalledTimes(2);
  });
});
