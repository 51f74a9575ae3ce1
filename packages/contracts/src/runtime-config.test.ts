import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const pinned = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
const valid = {
  remotes: {
    mailbox: { entry: 'http://localhost:3001/remoteEntry.js', integrity: pinned },
    conversation: { entry: 'http://localhost:3002/remoteEntry.js', integrity: pinned },
    compose: { entry: 'http://localhost:3003/remoteEntry.js', integrity: pinned },
    calendar: { entry: 'https://cdn.example.com/calendar/v2/remoteEntry.js', integrity: pinned },
  },
  api: {
    gmail: 'http://localhost:3100',
    calendar: 'http://localhost:3100',
    userinfo: 'http://localhost:3100',
    oauth: 'http://localhost:3100',
  },
};

it('accepts a complete config, with or without a Google client id, pins, a revoke or a people origin', () => {
  expect(parseRuntimeConfig(valid)).toEqual(valid);
  const withGoogle = {
    ...valid,
    api: {
      ...valid.api,
      revoke: 'https://oauth2.googleapis.com',
      people: 'https://people.googleapis.com',
    },
    googleClientId: 'id.apps.googleusercontent.com',
  };
  expect(parseRuntimeConfig(withGoogle)).toEqual(withGoogle);
  const unpinned = { ...valid, remotes: { ...valid.remotes, mailbox: { entry: 'http://a/e.js' } } };
  expect(parseRuntimeConfig(unpinned)).toEqual(unpinned);
});

it.each([
  [null, 'it is not a JSON object'],
  [{ ...valid, remotes: { ...valid.remotes, calendar: undefined } }, 'remotes.calendar must be {'],
  [
    { ...valid, remotes: { ...valid.remotes, mailbox: { entry: '/relative.js' } } },
    'remotes.mailbox.entry must be an http(s) URL',
  ],
  [
    {
      ...valid,
      remotes: { ...valid.remotes, mailbox: { entry: 'http://a/e.js', integrity: 'md5-x' } },
    },
    'remotes.mailbox.integrity must be a sha256/384/512 SRI hash',
  ],
  [
    { ...valid, api: { ...valid.api, oauth: 'javascript:alert(1)' } },
    'api.oauth must be an http(s) URL',
  ],
  [
    { ...valid, api: { ...valid.api, revoke: 'javascript:alert(1)' } },
    'api.revoke must be an http(s) URL',
  ],
  [
    { ...valid, api: { ...valid.api, people: 'data:text/plain,x' } },
    'api.people must be an http(s) URL',
  ],
  [{ ...valid, googleClientId: 42 }, 'googleClientId must be a string'],
])('names the first wrong field: %j', (config, message) => {
  expect(() => parseRuntimeConfig(config)).toThrow(RuntimeConfigError);
  expect(() => parseRuntimeConfig(config)).toThrow(message);
});

it.each([
  [{ ...valid, scriptOrigins: ['https://evil.test'] }, 'scriptOrigins'],
  [
    { ...valid, remotes: { ...valid.remotes, extra: { entry: 'https://evil.test/e.js' } } },
    'remotes.extra',
  ],
  [{ ...valid, api: { ...valid.api, tracking: 'https://evil.test' } }, 'api.tracking'],
  [
    { ...valid, remotes: { ...valid.remotes, mailbox: { ...valid.remotes.mailbox, nonce: 'x' } } },
    'remotes.mailbox.nonce',
  ],
])('refuses a key it does not know, at every level: %j', (config, path) => {
  expect(() => parseRuntimeConfig(config)).toThrow(`${path} is not a setting the shell knows`);
});
