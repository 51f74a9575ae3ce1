import { suggest } from './recipient-chips';
import { collectSuggestions, recipientCandidates, suggestionLabel } from './suggestions';

describe('collectSuggestions (To, From and Cc headers)', () => {
  it.each<[string, (string | null | undefined)[], string[]]>([
    ['nothing', [], []],
    ['missing headers', [undefined, null, ''], []],
    [
      'display names',
      ['Ann Lee <ann@example.com>', 'Bob <bob@example.org>'],
      ['ann@example.com', 'bob@example.org'],
    ],
    [
      'lists with quoted commas',
      ['"Doe, John" <john@example.com>, ann@example.com', 'Doe, Jane <jane@example.com>'],
      ['john@example.com', 'ann@example.com', 'jane@example.com'],
    ],
    [
      'case-insensitive dedup keeps first spelling',
      ['Ann@Example.com', 'ann@example.com, ANN@EXAMPLE.COM'],
      ['Ann@Example.com'],
    ],
    ['invalid addresses dropped', ['root@localhost, <a b@x.io>, ok@x.io, "x" <@>'], ['ok@x.io']],
    ['groups', ['Team: a@x.io, b@x.io;', 'undisclosed-recipients:;'], ['a@x.io', 'b@x.io']],
  ])('%s', (_label, headers, expected) => {
    expect(collectSuggestions(headers)).toEqual(expected);
  });
});

describe('recipientCandidates (People, then mail)', () => {
  const kenji = { name: 'Kenji Watanabe', email: 'kenji.watanabe@example.com' };

  it("puts People's contacts first, and an address both give once, with its name", () => {
    const candidates = recipientCandidates(
      [kenji],
      ['ken@example.org', 'Kenji.Watanabe@example.com'],
    );
    expect(suggest(candidates, 'ken', [])).toEqual([kenji, { name: '', email: 'ken@example.org' }]);
  });

  it('drops contacts whose address fails the pattern', () => {
    expect(recipientCandidates([{ name: 'Root', email: 'root@localhost' }], [])).toEqual([]);
  });

  it('without People, suggests from mail alone', () => {
    expect(suggest(recipientCandidates([], ['ann@example.com']), 'ann', [])).toEqual([
      { name: '', email: 'ann@example.com' },
    ]);
  });
});

test('suggestionLabel shows the name and the address, or the address alone', () => {
  expect(suggestionLabel({ name: 'Kenji Watanabe', email: 'kenji.watanabe@example.com' })).toBe(
    'Kenji Watanabe <kenji.watanabe@example.com>',
  );
  expect(suggestionLabel({ name: '', email: 'ann@example.com' })).toBe('ann@example.com');
});
