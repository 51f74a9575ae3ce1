import { collectSuggestions } from './suggestions';

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
