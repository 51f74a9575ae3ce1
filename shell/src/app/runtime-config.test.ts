import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const valid = {
  remotes: {
    mailbox: 'http://localhost:3001/mf-manifest.json',
    conversation: 'http://localhost:3002/mf-manifest.json',
    compose: 'http://localhost:3003/mf-manifest.json',
    calendar: 'https://cdn.example.com/calendar/v2/mf-manifest.json',
  },
  api: {
    gmail: 'http://localhost:3100',
    calendar: 'http://localhost:3100',
    userinfo: 'http://localhost:3100',
    oauth: 'http://localhost:3100',
  },
};

it('accepts a complete config, with or without a Google client id', () => {
  expect(parseRuntimeConfig(valid)).toEqual(valid);
  const withGoogle = { ...valid, googleClientId: 'id.apps.googleusercontent.com' };
  expect(parseRuntimeConfig(withGoogle)).toEqual(withGoogle);
  // Where LOGOUT revokes the token; configs written before it existed have none.
  const withRevoke = { ...valid, api: { ...valid.api, revoke: 'https://oauth2.googleapis.com' } };
  expect(parseRuntimeConfig(withRevoke)).toEqual(withRevoke);
});

it.each([
  [null, 'it is not a JSON object'],
  [{ ...valid, remotes: { ...valid.remotes, calendar: undefined } }, 'remotes.calendar'],
  [{ ...valid, remotes: { ...valid.remotes, mailbox: '/relative.json' } }, 'remotes.mailbox'],
  [{ ...valid, api: { ...valid.api, oauth: 'javascript:alert(1)' } }, 'api.oauth'],
  [{ ...valid, api: { ...valid.api, revoke: 'javascript:alert(1)' } }, 'api.revoke'],
  [{ ...valid, googleClientId: 42 }, 'googleClientId must be a string'],
])('names the first wrong field: %j', (config, message) => {
  expect(() => parseRuntimeConfig(config)).toThrow(RuntimeConfigError);
  expect(() => parseRuntimeConfig(config)).toThrow(message);
});
