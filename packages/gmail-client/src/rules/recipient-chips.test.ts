import { addChip, removeLastChip, suggest, SUGGESTION_LIMIT } from './recipient-chips';

describe('addChip (Enter, comma or semicolon)', () => {
  it.each<[string[], string[], string[]]>([
    [[], ['ann@example.com'], ['ann@example.com']],
    [[], ['  ann@example.com  '], ['ann@example.com']],
    [['ann@example.com'], ['bob@example.org'], ['ann@example.com', 'bob@example.org']],
    [['ann@example.com'], ['ANN@example.com'], ['ann@example.com']],
    [['ann@example.com'], ['Ann Lee <ann@example.com>'], ['ann@example.com']],
    [['Ann Lee <ann@example.com>'], ['ann@EXAMPLE.com'], ['Ann Lee <ann@example.com>']],
    [[], ['a@x.io', 'Bo <b@x.io>', 'a@x.io'], ['a@x.io', 'Bo <b@x.io>']],
    [[], ['not-an-address'], ['not-an-address']],
  ])('%j + %j → %j', (chips, entries, expected) => {
    expect(addChip(chips, entries)).toEqual(expected);
  });

  it.each([[[]], [['', '   ']]])('adds nothing for %j and returns the same array', (entries) => {
    const chips = ['ann@example.com'];
    expect(addChip(chips, entries)).toBe(chips);
  });

  it('does not modify the given array', () => {
    const chips = ['a@x.io'];
    addChip(chips, ['b@x.io']);
    expect(chips).toEqual(['a@x.io']);
  });
});

describe('removeLastChip (Backspace)', () => {
  it.each<[string[], string, string[]]>([
    [['a@x.io', 'b@x.io'], '', ['a@x.io']],
    [['a@x.io'], '', []],
    [[], '', []],
    [['a@x.io', 'b@x.io'], 'c', ['a@x.io', 'b@x.io']],
    [['a@x.io'], ' ', ['a@x.io']],
  ])('%j with input %j → %j', (chips, input, expected) => {
    expect(removeLastChip(chips, input)).toEqual(expected);
  });

  it('returns the same array when the input is not empty', () => {
    const chips = ['a@x.io'];
    expect(removeLastChip(chips, 'x')).toBe(chips);
  });
});

describe('suggest', () => {
  const fromMail = (list: string[]) => list.map((email) => ({ name: '', email }));
  const addresses = (list: { email: string }[]) => list.map(({ email }) => email);
  const all = [
    'ann@example.com',
    'Anna.Berg@corp.example',
    'bob@example.org',
    'joanne@x.io',
    'hannah@y.io',
    'annika@z.io',
    'dan@annex.io',
  ];

  it.each<[string, string[], string[]]>([
    [
      'ann',
      [],
      ['ann@example.com', 'Anna.Berg@corp.example', 'joanne@x.io', 'hannah@y.io', 'annika@z.io'],
    ],
    [
      'ANN',
      ['ann@example.com'],
      ['Anna.Berg@corp.example', 'joanne@x.io', 'hannah@y.io', 'annika@z.io', 'dan@annex.io'],
    ],
    ['anna.berg', ['x@y.io'], ['Anna.Berg@corp.example']],
    ['bob', ['BOB@example.org'], []],
    ['example.org', [], ['bob@example.org']],
    [' bob ', [], ['bob@example.org']],
    ['zzz', [], []],
    ['', [], []],
    ['  ', [], []],
  ])('%j excluding %j → %j', (typed, chips, expected) => {
    expect(addresses(suggest(fromMail(all), typed, chips))).toEqual(expected);
  });

  it('shows at most 5 by default, or the limit given', () => {
    expect(SUGGESTION_LIMIT).toBe(5);
    const many = fromMail(Array.from({ length: 9 }, (_, i) => `user${i}@example.com`));
    expect(suggest(many, 'user', [])).toHaveLength(5);
    expect(addresses(suggest(many, 'user', [], 2))).toEqual([
      'user0@example.com',
      'user1@example.com',
    ]);
  });

  it('does not repeat an address listed twice: the first one stays, with its name', () => {
    const candidates = [
      { name: 'Ann Lee', email: 'a@x.io' },
      { name: '', email: 'A@x.io' },
      { name: '', email: 'b@x.io' },
    ];
    expect(suggest(candidates, 'x.io', [])).toEqual([
      { name: 'Ann Lee', email: 'a@x.io' },
      { name: '', email: 'b@x.io' },
    ]);
  });

  it("matches a contact's name too", () => {
    const kenji = { name: 'Kenji Watanabe', email: 'kw@example.com' };
    expect(suggest([kenji, ...fromMail(all)], 'watan', [])).toEqual([kenji]);
    expect(suggest([kenji], 'watan', ['KW@example.com'])).toEqual([]);
  });
});
