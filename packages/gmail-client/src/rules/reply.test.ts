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
    ['reply: the original sender only', 'reply', {}, me, { to: ['ann@example.com'], cc: [] }],
    [
      'reply all: sender plus To minus me; Cc minus me',
      'replyAll',
      {},
      me,
      { to: ['ann@example.com', 'bob@example.org'], cc: ['carol@example.net'] },
    ],
    [
      'reply all: own address removed case-insensitively, everywhere',
      'replyAll',
      {
        toList: ['ME@Example.com', 'bob@example.org'],
        ccList: ['Me <me@EXAMPLE.com>', 'carol@example.net'],
      },
      me,
      { to: ['ann@example.com', 'bob@example.org'], cc: ['carol@example.net'] },
    ],
    [
      'reply all: deduplicated, and Cc leaves out anyone already in To',
      'replyAll',
      {
        toList: ['ANN@example.com', 'bob@example.org', 'Bob B <BOB@example.org>'],
        ccList: ['bob@example.org', 'carol@example.net', 'Carol <carol@example.net>'],
      },
      me,
      { to: ['ann@example.com', 'bob@example.org'], cc: ['carol@example.net'] },
    ],
    [
      'reply all: list entries holding several addresses',
      'replyAll',
      { toList: ['"Doe, John" <john@x.io>, me@example.com'], ccList: [] },
      me,
      { to: ['ann@example.com', 'john@x.io'], cc: [] },
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
      { to: ['ann@example.com', 'me@example.com', 'bob@example.org'], cc: ['carol@example.net'] },
    ],
    ['unparseable sender: nobody', 'reply', { from: 'Ann' }, me, { to: [], cc: [] }],
    ['forward: empty', 'forward', {}, me, { to: [], cc: [] }],
  ])('%s', (_label, mode, overrides, userEmail, expected) => {
    expect(recipientsFor(mode, replyContext(overrides), userEmail)).toEqual(expected);
  });
});
