import { parseAddressList } from './address-list';

describe('parseAddressList', () => {
  it.each([
    ['', []],
    ['ann@example.com', [{ name: '', email: 'ann@example.com' }]],
    ['  ann@example.com  ,  ,  ', [{ name: '', email: 'ann@example.com' }]],
    ['Ann Lee <ann@example.com>', [{ name: 'Ann Lee', email: 'ann@example.com' }]],
    ['<ann@example.com>', [{ name: '', email: 'ann@example.com' }]],
    ['"Last, First" <a@b.co>', [{ name: 'Last, First', email: 'a@b.co' }]],
    ['"Say \\"hi\\" \\\\ o" <a@b.co>', [{ name: 'Say "hi" \\ o', email: 'a@b.co' }]],
    ['ann@example.com (Ann Lee)', [{ name: 'Ann Lee', email: 'ann@example.com' }]],
    ['Ann (work (main)) <ann@example.com>', [{ name: 'Ann', email: 'ann@example.com' }]],
    ['(only comment) <ann@example.com>', [{ name: 'only comment', email: 'ann@example.com' }]],
    ['<@relay.example:ann@example.com>', [{ name: '', email: 'ann@example.com' }]],
    ['Иван Петров <ivan@example.ru>', [{ name: 'Иван Петров', email: 'ivan@example.ru' }]],
    ['  Ann    Lee   <  ann@example.com  >', [{ name: 'Ann Lee', email: 'ann@example.com' }]],
    [
      'Ann <ann@example.com>, "Doe, John" <john@example.com>, bob@example.org',
      [
        { name: 'Ann', email: 'ann@example.com' },
        { name: 'Doe, John', email: 'john@example.com' },
        { name: '', email: 'bob@example.org' },
      ],
    ],
    // Gmail hands headers over decoded: an encoded "Doe, John" loses its quotes.
    [
      'Doe, John <john@example.com>, ann@example.com',
      [
        { name: 'Doe, John', email: 'john@example.com' },
        { name: '', email: 'ann@example.com' },
      ],
    ],
    ['Doe, Jr., John <j@x.io>', [{ name: 'Doe, Jr., John', email: 'j@x.io' }]],
    ['stray words, ann@example.com', [{ name: '', email: 'ann@example.com' }]],
    [
      'Team: a@x.io, "B, C" <bc@x.io>;, after@x.io',
      [
        { name: '', email: 'a@x.io' },
        { name: 'B, C', email: 'bc@x.io' },
        { name: '', email: 'after@x.io' },
      ],
    ],
    ['undisclosed-recipients:;', []],
    ['Empty: ;, z@x.io', [{ name: '', email: 'z@x.io' }]],
    ['Ann <>', []],
    ['just words', []],
    ['"unterminated <a@b.co>', [{ name: 'unterminated', email: 'a@b.co' }]],
    ['a@b.co (unterminated', [{ name: 'unterminated', email: 'a@b.co' }]],
    ['Ann <ann@example.com', [{ name: 'Ann', email: 'ann@example.com' }]],
  ])('%j', (value, expected) => {
    expect(parseAddressList(value)).toEqual(expected);
  });
});
