import { strictContentSecurityPolicy } from './content-security-policy';
import { createRuntimeConfig } from './runtime-config';

const connectSources = (apis: string[]) =>
  strictContentSecurityPolicy({ nonce: 'n', origins: { remotes: [], apis } })
    .split('; ')
    .find((directive) => directive.startsWith('connect-src '))
    ?.split(' ');

test("Google mode searches contacts at Google's People API, and the pages may call it", () => {
  const { api } = createRuntimeConfig({ googleClientId: 'id.apps.googleusercontent.com' });
  expect(api.people).toBe('https://people.googleapis.com');
  expect(connectSources(Object.values(api))).toContain('https://people.googleapis.com');
});

test("with the stand-in, contacts come from the stand-in's origin", () => {
  const { api } = createRuntimeConfig({ ports: { emulator: 3999 } });
  expect(api.people).toBe('http://localhost:3999');
  expect(api.people).toBe(api.gmail);
});
