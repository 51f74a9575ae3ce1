import { allowedScopes, answerPrompt, ConsentGrants, refusableScopes } from './consent-grants';

const MAIL = 'https://www.googleapis.com/auth/gmail.modify';
const CALENDAR = 'https://www.googleapis.com/auth/calendar';
const IDENTITY = ['openid', 'email', 'profile'];

describe('granular consent', () => {
  it('offers every scope beyond sign-in’s own, when more than one is asked', () => {
    expect(refusableScopes([...IDENTITY, MAIL, CALENDAR])).toEqual([MAIL, CALENDAR]);
    expect(refusableScopes([...IDENTITY, MAIL])).toEqual([]);
    expect(
      refusableScopes(['https://www.googleapis.com/auth/userinfo.email', 'openid', MAIL]),
    ).toEqual([]);
  });

  it('grants what was ticked, and identity scopes always', () => {
    expect(allowedScopes([...IDENTITY, MAIL, CALENDAR], [MAIL])).toEqual([...IDENTITY, MAIL]);
    expect(allowedScopes([...IDENTITY, MAIL, CALENDAR], [])).toEqual(IDENTITY);
    // A lone scope has no checkbox: Allow grants it.
    expect(allowedScopes([...IDENTITY, CALENDAR], [])).toEqual([...IDENTITY, CALENDAR]);
  });

  it('ignores a ticked scope that was not asked', () => {
    expect(allowedScopes([MAIL, CALENDAR], [MAIL, 'https://mail.google.com/'])).toEqual([MAIL]);
  });
});

describe('grants remembered per client and user', () => {
  it('adds up, knows email and profile under both names, and is forgotten as a whole', () => {
    const grants = new ConsentGrants();
    grants.add('client-a', 'user-1', ['email', MAIL]);
    grants.add('client-a', 'user-1', [CALENDAR]);
    expect([...grants.granted('client-a', 'user-1')].sort()).toEqual(
      [CALENDAR, MAIL, 'email', 'https://www.googleapis.com/auth/userinfo.email'].sort(),
    );
    expect(grants.granted('client-b', 'user-1').size).toBe(0);
    expect(grants.granted('client-a', 'user-2').size).toBe(0);
    grants.forget('client-a', 'user-1');
    expect(grants.granted('client-a', 'user-1').size).toBe(0);
  });
});

describe('prompt', () => {
  const granted = new Set([...IDENTITY, MAIL]);
  const answer = (prompt: string[], requested: string[], hintMatches = true) =>
    answerPrompt({ prompt, requested, granted, hintMatches });

  it("'' shows the page only for a scope never granted or another account", () => {
    expect(answer([], [...IDENTITY, MAIL])).toEqual({ kind: 'token' });
    expect(answer([], [...IDENTITY, MAIL, CALENDAR])).toEqual({ kind: 'page' });
    expect(answer([], [MAIL], false)).toEqual({ kind: 'page' });
  });

  it("'consent' and 'select_account' always show the page", () => {
    expect(answer(['consent'], [MAIL])).toEqual({ kind: 'page' });
    expect(answer(['select_account'], [MAIL])).toEqual({ kind: 'page' });
    expect(answer(['select_account', 'consent'], [MAIL])).toEqual({ kind: 'page' });
  });

  it("'none' never shows it: a token, or the error saying what Google would need", () => {
    expect(answer(['none'], [MAIL])).toEqual({ kind: 'token' });
    expect(answer(['none'], [MAIL, CALENDAR])).toEqual({
      kind: 'error',
      error: 'consent_required',
    });
    expect(answer(['none'], [MAIL], false)).toEqual({
      kind: 'error',
      error: 'interaction_required',
    });
  });
});
