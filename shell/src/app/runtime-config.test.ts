import { INLINE_RUNTIME_CONFIG_ID, RuntimeConfigError } from '@mail/contracts';
import { loadRuntimeConfig } from './runtime-config';

const config = {
  remotes: {
    mailbox: { entry: 'http://localhost:3001/remoteEntry.js' },
    conversation: { entry: 'http://localhost:3002/remoteEntry.js' },
    compose: { entry: 'http://localhost:3003/remoteEntry.js' },
    calendar: { entry: 'http://localhost:3004/remoteEntry.js' },
  },
  api: {
    gmail: 'http://localhost:3100',
    calendar: 'http://localhost:3100',
    userinfo: 'http://localhost:3100',
    oauth: 'http://localhost:3100',
    revoke: 'http://localhost:3100',
  },
};

function inline(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INLINE_RUNTIME_CONFIG_ID;
  script.textContent = text;
  document.head.append(script);
}

const fetchSpy = jest.fn();

beforeEach(() => {
  document.head.replaceChildren();
  fetchSpy.mockReset();
  global.fetch = fetchSpy;
});

test('the config inlined in the page is read without a request', async () => {
  inline(JSON.stringify(config));
  await expect(loadRuntimeConfig()).resolves.toEqual(config);
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('an inlined config is validated like the file', async () => {
  inline(JSON.stringify({ ...config, extra: true }));
  await expect(loadRuntimeConfig()).rejects.toBeInstanceOf(RuntimeConfigError);
  document.head.replaceChildren();
  inline('{not json');
  await expect(loadRuntimeConfig()).rejects.toBeInstanceOf(RuntimeConfigError);
});

test('without an inlined config the file is asked for', async () => {
  fetchSpy.mockResolvedValue({ ok: true, json: async () => config });
  await expect(loadRuntimeConfig()).resolves.toEqual(config);
  expect(fetchSpy).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store' });
});
