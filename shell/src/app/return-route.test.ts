import { loginPathFrom, routeAfterSignIn } from './return-route';

const at = (path: string) => {
  const url = new URL(path, window.location.origin);
  return { pathname: url.pathname, search: url.search };
};

describe('loginPathFrom', () => {
  it.each([
    ['/?view=others&page=2', 'expired'],
    ['/?q=from%3Aanna', 'unauthorized'],
    ['/email/t-1/m-1', null],
  ] as const)('names %s, where a session ended by itself (%s)', (path, reason) => {
    const login = loginPathFrom(at(path), reason);
    expect(login).toMatch(/^\/login\?continue=/);
    expect(routeAfterSignIn(new URL(login, window.location.origin).search)).toBe(path);
  });

  it('names nothing after LOGOUT: a fresh start', () => {
    expect(loginPathFrom(at('/?view=others&page=2'), 'user')).toBe('/login');
  });

  it('names nothing for the mailbox itself, nor for a path that is no route of the app', () => {
    expect(loginPathFrom(at('/'), 'expired')).toBe('/login');
    expect(loginPathFrom(at('/no/such/page'), 'expired')).toBe('/login');
  });
});

describe('routeAfterSignIn', () => {
  it('goes to the mailbox when the login screen names nothing', () => {
    expect(routeAfterSignIn('')).toBe('/');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/email/a/b',
    '/\\evil.example/email/a/b',
    'javascript:alert(1)',
    '/login',
    '/email/a',
    'email/a/b',
  ])('never goes to %s: only a route of the app on this origin', (target) => {
    expect(routeAfterSignIn(`?${new URLSearchParams({ continue: target })}`)).toBe('/');
  });
});
