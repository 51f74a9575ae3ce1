import {
  isKeepFilesMessage,
  kindOfDestination,
  kindOfInitiator,
  servingStrategy,
} from './app-files';

const APP = 'http://localhost:3000';
const strategy = (url: string, kind: 'script' | 'style' | 'other') =>
  servingStrategy(new URL(url), kind, APP);

describe("the service worker's rules", () => {
  it('serves content-hashed files from the cache first, from any origin', () => {
    expect(strategy(`${APP}/main.1a2b3c4d.js`, 'script')).toBe('cache-first');
    expect(
      strategy('http://localhost:3001/__federation_expose_Mailbox.0f9e8d7c.js', 'script'),
    ).toBe('cache-first');
    expect(strategy('http://localhost:3001/mailbox.0f9e8d7c.css', 'style')).toBe('cache-first');
  });

  it('asks the network first for documents, entries and the run-time config', () => {
    expect(strategy(`${APP}/`, 'other')).toBe('network-first');
    expect(strategy(`${APP}/email/t1/m1`, 'other')).toBe('network-first');
    expect(strategy(`${APP}/runtime-config.json`, 'other')).toBe('network-first');
    expect(strategy('http://localhost:3002/remoteEntry.js', 'script')).toBe('network-first');
  });

  it("leaves every other origin's requests that are not scripts or styles alone: API calls, images", () => {
    expect(strategy('http://localhost:3100/gmail/v1/users/me/threads', 'other')).toBe(
      'network-only',
    );
    expect(strategy('https://tracker.example/pixel.a1b2c3d4.js', 'other')).toBe('network-only');
  });

  it('reads file kinds from a request and from what the page loaded', () => {
    expect(kindOfDestination('script')).toBe('script');
    expect(kindOfDestination('style')).toBe('style');
    expect(kindOfDestination('')).toBe('other');
    expect(kindOfInitiator('link')).toBe('style');
    expect(kindOfInitiator('css')).toBe('style');
    expect(kindOfInitiator('fetch')).toBe('other');
  });

  it('takes only a well-formed keep-files message', () => {
    expect(isKeepFilesMessage({ type: 'keep-files', urls: ['/a.js'] })).toBe(true);
    expect(isKeepFilesMessage({ type: 'keep-files', urls: [1] })).toBe(false);
    expect(isKeepFilesMessage({ type: 'other', urls: [] })).toBe(false);
    expect(isKeepFilesMessage(null)).toBe(false);
  });
});
