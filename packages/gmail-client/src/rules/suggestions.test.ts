import { collectSuggestions, suggestionLabel } from './suggestions';

const addresses = (headers: (string | null | undefined)[]) =>
  collectSuggestions(headers).map(({ email }) => email);

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
    expect(addresses(headers)).toEqual(expected);
  });

  it('keeps the names written, the first one for an address, or a later one if the first had none', () => {
    expect(
      collectSuggestions([
        'kenji.watanabe@example.com, "Lee, Ann" <ann@example.com>',
        'Kenji Watanabe <Kenji.Watanabe@example.com>, Annie <ann@example.com>',
      ]),
    ).toEqual([
      { name: 'Kenji Watanabe', email: 'kenji.watanabe@example.com' },
      { name: 'Lee, Ann', email: 'ann@example.com' },
    ]);
  });
});

test('suggestionLabel shows the name and the address, or the address alone', () => {
  expect(suggestionLabel({ name: 'Kenji Watanabe', email: 'kenji.watanabe@example.com' })).toBe(
    'Kenji Watanabe <kenji.watanabe@example.com>',
  );
  expect(suggestionLabel({ name: '', email: 'ann@example.com' })).toBe('ann@example.com');
});
