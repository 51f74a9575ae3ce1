import { getAccessToken, signOut } from '@mail/auth';
import { publish } from '@mail/event-bus';
import { configureGoogleClient, getGoogleClient } from './default-client';
import { createFakeFetch, googleError, TEST_ORIGINS } from './test-support/fake-fetch';

jest.mock('@mail/auth', () => ({ getAccessToken: jest.fn(), signOut: jest.fn() }));

const origins = TEST_ORIGINS;

afterEach(() => jest.restoreAllMocks());

describe('page-wide client', () => {
  it('uses the auth package for the token and signs out on 401', async () => {
    jest.mocked(getAccessToken).mockReturnValue('page-token');
    const fake = createFakeFetch(() => googleError(401, 'authError', 'Invalid Credentials'));
    jest.spyOn(globalThis, 'fetch').mockImplementation(fake.fetch);
    expect(() => getGoogleClient()).toThrow(/configureGoogleClient/);

    const configured = configureGoogleClient(origins);
    expect(getGoogleClient()).toBe(configured);
    await expect(getGoogleClient().getProfile()).rejects.toMatchObject({ status: 401 });
    expect(fake.requests[0]?.headers.get('authorization')).toBe('Bearer page-token');
    expect(jest.mocked(signOut)).toHaveBeenCalledTimes(1);
    expect(jest.mocked(signOut)).toHaveBeenCalledWith('unauthorized');
  });

  it('forgets what it kept of the account once the session ends', () => {
    const configured = configureGoogleClient(origins);
    const forget = jest.spyOn(configured, 'forgetAccountData');
    publish({ type: 'auth/signed-out', reason: 'user' });
    publish({ type: 'auth/signed-out', reason: 'unauthorized' });
    expect(forget).toHaveBeenCalledTimes(2);
  });
});
