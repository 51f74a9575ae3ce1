import { parseRecipients } from './parse-recipients';

describe('parseRecipients (typed or pasted into To / Cc)', () => {
  it.each<[string, string[]]>([
    ['kenji.watanabe@example.com', ['kenji.watanabe@example.com']],
    [
      'Kenji Watanabe <kenji.watanabe@example.com>',
      ['Kenji Watanabe <kenji.watanabe@example.com>'],
    ],
    ['"Watanabe, Kenji" <kenji@example.com>', ['"Watanabe, Kenji" <kenji@example.com>']],
    ['a@x.io, b@y.io; c@z.io', ['a@x.io', 'b@y.io', 'c@z.io']],
    ['a@x.io\nb@y.io\r\nAnn Lee <ann@z.io>', ['a@x.io', 'b@y.io', 'Ann Lee <ann@z.io>']],
    ['José Núñez <jose@example.es>', ['José Núñez <jose@example.es>']],
    ['not-an-address', ['not-an-address']],
    ['Team: a@x.io, b@y.io;', ['a@x.io', 'b@y.io']],
    [' , ; ', []],
  ])('%j → %j', (typed, entries) => {
    expect(parseRecipients(typed)).toEqual(entries);
  });
});
