import type { ReplyContext } from '@mail/contracts';
import {
  forwardSubject,
  recipientsFor,
  replySubject,
  subjectFor,
  type Recipients,
  type ReplyMode,
} from './reply';
import { replyContext } from './reply-context.fixture';

describe('replySubject', () => {
  it.each([
    ['Hello', 'Re: Hello'],
    ['Re: Hello', 'Re: Hello'],
    ['RE: Hello', 'RE: Hello'],
    ['re:Hello', 're:Hello'],
    ['  Re: Hello', '  Re: Hello'],
    ['Fwd: Hello', 'Re: Fwd: Hello'],
    ['Regarding', 'Re: Regarding'],
    ['', 'Re: '],
  ])('%j → %j', (subject, expected) => {
    expect(replySubject(subject)).toBe(expected);
  });
});

describe('forwardSubject (case-sensitive, as the spec states)', () => {
  it.each([
    ['Hello', 'Fwd: Hello'],
    ['Fwd: Hello', 'Fwd: Hello'],
    ['Fwd:Hello', 'Fwd:Hello'],
    ['fwd: Hello', 'Fwd: fwd: Hello'],
    ['FWD: Hello', 'Fwd: FWD: Hello'],
    ['Re: Hello', 'Fwd: Re: Hello'],
    ['', 'Fwd: '],
  ])('%j → %j', (subject, expected) => {
    expect(forwardSubject(subject)).toBe(expected);
  });
});

describe('subjectFor', () => {
  it.each([
    ['reply', 'Re: X'],
    ['replyAll', 'Re: X'],
    ['forward', 'Fwd: X'],
  ] as const)('%s', (mode, expected) => {
    expect(subjectFor(mode, 'X')).toBe(expected);
  });
});

describe('recipientsFor', () => {
  const me = 'me@example.com';

  it.each<[string, ReplyMode, Partial<ReplyContext>, string, Recipients]>([
    [
      'reply: the original sender only, named',
      'reply',
      {},
      me,
      { to: ['Ann Lee <ann@example.com>'], cc: [] },
    ],
    [
      'reply: Reply-To wins over From (a notification’s reply address)',
      'reply',
      {
        from: 'GitHub <notifications@github.example>',
        replyTo: 'octo/repo <reply+ABC@reply.github.example>',
        toList: ['octo/repo <repo@noreply.github.example>'],
        ccList: ['Me <me@example.com>', 'Author <author@noreply.github.example>'],
      },
      me,
      { to: ['octo/repo <reply+ABC@reply.github.example>'], cc: [] },
    ],
    [
      'reply all: Reply-To, To and Cc minus me; From left out',
      'replyAll',
      {
        from: 'GitHub <notifications@github.example>',
        replyTo: 'reply+ABC@reply.github.example',
        toList: ['octo/repo <repo@noreply.github.example>'],
        ccList: ['Me <me@example.com>', 'Author <author@noreply.github.example>'],
      },
      me,
      {
        to: ['reply+ABC@reply.github.example', 'octo/repo <repo@noreply.github.example>'],
        cc: ['Author <author@noreply.github.example>'],
      },
    ],
    [
      'reply: a Reply-To naming several addresses goes to each',
      'reply',
      { replyTo: 'list@x.io, "Lee, Ann" <ann@example.com>' },
      me,
      { to: ['list@x.io', '"Lee, Ann" <ann@example.com>'], cc: [] },
    ],
    [
      'reply to my own message with a Reply-To still goes to its To',
      'reply',
      { from: 'me@example.com', replyTo: 'me+lists@example.com', toList: ['bob@example.org'] },
      me,
      { to: ['bob@example.org'], cc: [] },
    ],
    [
      'reply all: sender plus To minus me; Cc minus me; names kept',
      'replyAll',
      {},
      me,
      { to: ['Ann Lee <ann@example.com>', 'Bob <bob@example.org>'], cc: ['carol@example.net'] },
    ],
    [
      'reply all: own address removed case-insensitively, everywhere',
      'replyAll',
      {
        toList: ['ME@Example.com', 'bob@example.org'],
        ccList: ['Me <me@EXAMPLE.com>', 'carol@example.net'],
      },
      me,
      { to: ['Ann Lee <ann@example.com>', 'bob@example.org'], cc: ['carol@example.net'] },
    ],
    [
      'reply all: deduplicated, and Cc leaves out anyone already in To',
      'replyAll',
      {
        toList: ['ANN@example.com', 'bob@example.org', 'Bob B <BOB@example.org>'],
        ccList: ['bob@example.org', 'carol@example.net', 'Carol <carol@example.net>'],
      },
      me,
      { to: ['Ann Lee <ann@example.com>', 'bob@example.org'], cc: ['carol@example.net'] },
    ],
    [
      'reply all: list entries holding several addresses',
      'replyAll',
      { toList: ['"Doe, John" <john@x.io>, me@example.com'], ccList: [] },
      me,
      { to: ['Ann Lee <ann@example.com>', '"Doe, John" <john@x.io>'], cc: [] },
    ],
    [
      'reply all to my own message: the sender (me) drops out',
      'replyAll',
      { from: 'Me <me@example.com>', toList: ['bob@example.org'] },
      me,
      { to: ['bob@example.org'], cc: ['carol@example.net'] },
    ],
    [
      'reply to my own message goes to its To (as Gmail does)',
      'reply',
      { from: 'me@example.com', toList: ['bob@example.org', 'me@example.com'] },
      me,
      { to: ['bob@example.org'], cc: [] },
    ],
    [
      'reply to a note to self stays with me',
      'reply',
      { from: 'me@example.com', toList: ['me@example.com'] },
      me,
      { to: ['me@example.com'], cc: [] },
    ],
    [
      'unknown own address removes nothing',
      'replyAll',
      {},
      '',
      {
        to: ['Ann Lee <ann@example.com>', 'me@example.com', 'Bob <bob@example.org>'],
        cc: ['carol@example.net'],
      },
    ],
    ['unparseable sender: nobody', 'reply', { from: 'Ann' }, me, { to: [], cc: [] }],
    ['forward: empty', 'forward', {}, me, { to: [], cc: [] }],
  ])('%s', (_label, mode, overrides, userEmail, expected) => {
    expect(recipientsFor(mode, replyContext(overrides), userEmail)).toEqual(expected);
  });
});
