import { BARE_WORD_FIELDS, DocSet, WordIndex, compileSearch } from './index';
import type { SearchContext, SearchIndex, SearchableMessage } from './types';

const at = (iso: string) => Date.parse(iso);

function message(
  id: string,
  fields: Partial<SearchableMessage> & Pick<SearchableMessage, 'from' | 'internalDate'>,
): SearchableMessage {
  return {
    id,
    threadId: `t-${id}`,
    labelIds: [],
    to: '',
    cc: '',
    bcc: '',
    subject: '',
    filenames: [],
    hasAttachment: false,
    sizeEstimate: 1000,
    rfc822MessageId: '',
    text: '',
    ...fields,
  };
}

const messages: SearchableMessage[] = [
  message('m1', {
    from: 'Ann Lee <ann@example.com>',
    to: 'Bob Stone <bob@work.org>',
    cc: 'carol@example.com',
    subject: 'Quarterly report draft',
    text: 'Please review the quarterly report before the meeting on Monday.',
    labelIds: ['INBOX', 'UNREAD', 'IMPORTANT', 'CATEGORY_PERSONAL', 'Label_1'],
    filenames: ['Report-Q2.PDF'],
    hasAttachment: true,
    internalDate: at('2024-06-14T10:00:00Z'),
    sizeEstimate: 250_000,
    rfc822MessageId: 'abc123@mail.example.com',
  }),
  message('m2', {
    from: 'Bob Stone <bob@work.org>',
    to: 'Ann Lee <ann@example.com>',
    bcc: 'dave@secret.net',
    subject: 'Re: Lunch meeting',
    text: 'Meeting at noon? Bring the budget numbers.',
    labelIds: ['SENT'],
    // One second before midnight PST starts 2024-06-01.
    internalDate: at('2024-06-01T07:59:59Z'),
    sizeEstimate: 2048,
    rfc822MessageId: 'lunch-1@work.org',
  }),
  message('m3', {
    from: '"Promo Shop" <deals@shop.example>',
    to: 'ann@example.com',
    subject: 'Huge SALE: 50% off',
    text: 'Meetings are boring, shopping is fun. Unsubscribe here.',
    labelIds: ['INBOX', 'CATEGORY_PROMOTIONS'],
    // Exactly midnight PST, 2024-06-01.
    internalDate: at('2024-06-01T08:00:00Z'),
    sizeEstimate: 50 * 1024,
    rfc822MessageId: 'promo-9@shop.example',
  }),
  message('m4', {
    from: 'Carol King <carol@example.com>',
    to: 'Ann Lee <ann@example.com>, Bob Stone <bob@work.org>',
    subject: 'Photos from the trip',
    text: 'Great trip! See the attached photos from the beach.',
    labelIds: ['INBOX', 'STARRED', 'CATEGORY_SOCIAL', 'Label_2'],
    filenames: ['beach.JPG', 'notes.txt'],
    hasAttachment: true,
    internalDate: at('2023-12-25T12:00:00Z'),
    sizeEstimate: 5_000_000,
    rfc822MessageId: 'trip@example.com',
  }),
  message('m5', {
    from: 'Winner <lottery@spam.biz>',
    to: 'ann@example.com',
    subject: 'You won',
    text: 'Claim your prize or else.',
    labelIds: ['SPAM', 'UNREAD'],
    internalDate: at('2024-06-15T11:00:00Z'),
    sizeEstimate: 1000,
    rfc822MessageId: 'won@spam.biz',
  }),
  message('m6', {
    from: 'Ann Lee <ann@example.com>',
    to: 'bob@work.org',
    subject: 'Old notes',
    text: 'foo:bar is not an operator. E-mail me about the OR gate at the café.',
    labelIds: ['TRASH'],
    filenames: ['old.docx'],
    hasAttachment: true,
    internalDate: at('2022-01-01T00:00:00Z'),
    sizeEstimate: 10_000,
    rfc822MessageId: 'old@example.com',
  }),
  message('m7', {
    from: 'GitHub <noreply@github.com>',
    to: 'ann@example.com',
    subject: '[repo] Issue #42 (updated)',
    text: 'Someone wrote: two words appear here.',
    labelIds: ['INBOX', 'CATEGORY_UPDATES', 'UNREAD'],
    internalDate: at('2024-06-10T00:00:00Z'),
    sizeEstimate: 1024 * 1024,
    rfc822MessageId: 'issue-42@github.com',
  }),
  message('m8', {
    from: 'Dev List <list@groups.example>',
    to: 'dev@groups.example',
    cc: 'ann@example.com',
    subject: 'Weekly digest',
    text: 'Words two, in reversed order.',
    labelIds: ['CATEGORY_FORUMS', 'IMPORTANT'],
    internalDate: at('2024-05-01T12:00:00Z'),
    sizeEstimate: 3000,
    rfc822MessageId: 'digest@groups.example',
  }),
  message('m9', {
    from: 'Ann Lee <ann@example.com>',
    to: 'bob@work.org',
    text: 'are we still on for lunch',
    labelIds: ['CHAT'],
    internalDate: at('2024-06-12T12:00:00Z'),
    sizeEstimate: 500,
  }),
  message('m10', {
    from: 'Ann Lee <ann@example.com>',
    to: 'Team Members <team@work.org>',
    subject: 'Draft: plans',
    text: 'unfinished',
    labelIds: ['DRAFT'],
    internalDate: at('2024-06-13T12:00:00Z'),
    sizeEstimate: 700,
    rfc822MessageId: 'draft-1@example.com',
  }),
];

const context: SearchContext = {
  now: new Date('2024-06-15T12:00:00Z'),
  userLabels: new Map([
    ['My Project', 'Label_1'],
    ['Work/Clients', 'Label_2'],
  ]),
  selfAddress: 'ann@example.com',
};

const ALL = messages.map((m) => m.id);
const allBut = (...excluded: string[]) => ALL.filter((id) => !excluded.includes(id));
const FROM_ANN = ['m1', 'm6', 'm9', 'm10'];

function search(q: string, searchContext: SearchContext = context): string[] {
  const compiled = compileSearch(q, searchContext);
  return messages.filter((m) => compiled.matches(m)).map((m) => m.id);
}

const cases: [string, string[]][] = [
  // Bare words: whole words, case-insensitive, in From/To/Cc/Subject/body (not Bcc, not filenames).
  ['meeting', ['m1', 'm2']],
  ['MEETING', ['m1', 'm2']],
  ['meet', []],
  ['port', []],
  ['eeting', []],
  ['carol', ['m1', 'm4']],
  ['bob@work.org', ['m1', 'm2', 'm4', 'm6', 'm9']],
  ['42', ['m7']],
  ['café', ['m6']],
  ['cafe', []],
  ['e-mail', ['m6']],
  ['dave', []],
  ['notes', ['m6']],
  ['meeting budget', ['m2']],

  // Phrases: adjacent words in order, inside one field.
  ['"two words"', ['m7']],
  ['"words two"', ['m8']],
  ['"Quarterly Report"', ['m1']],
  ['"report quarterly"', []],
  ['"com bob"', ['m4']],
  ['"two words', ['m7']],
  ['"noon bring"', ['m2']],
  ['"two words appear here"', ['m7']],
  ['"two words appear there"', []],

  // Address operators: substrings of the header, display name included.
  ['from:ann', FROM_ANN],
  ['FROM:Ann', FROM_ANN],
  ['from:example.com', ['m1', 'm4', 'm6', 'm9', 'm10']],
  ['from:"Ann Lee"', FROM_ANN],
  ['from:"promo shop"', ['m3']],
  ['from:me', FROM_ANN],
  ['to:me', ['m2', 'm3', 'm4', 'm5', 'm7']],
  ['to:bob', ['m1', 'm4', 'm6', 'm9']],
  ['cc:ann', ['m8']],
  ['cc:carol', ['m1']],
  ['bcc:dave', ['m2']],
  ['from:{carol github}', ['m4', 'm7']],
  ['from:(ann lee)', FROM_ANN],

  // subject: whole words and phrases within the subject.
  ['subject:meeting', ['m2']],
  ['subject:report', ['m1']],
  ['subject:(quarterly draft)', ['m1']],
  ['subject:"report draft"', ['m1']],
  ['subject:"draft report"', []],
  ['subject:{lunch photos}', ['m2', 'm4']],
  ['subject:(digest OR notes)', ['m6', 'm8']],
  ['subject:(report -draft)', []],

  // label: system ids in any case, user labels by name with space / '-' / '/' variants.
  ['label:inbox', ['m1', 'm3', 'm4', 'm7']],
  ['label:INBOX', ['m1', 'm3', 'm4', 'm7']],
  ['label:unread', ['m1', 'm5', 'm7']],
  ['label:important', ['m1', 'm8']],
  ['label:starred', ['m4']],
  ['label:sent', ['m2']],
  ['label:category_social', ['m4']],
  ['label:my-project', ['m1']],
  ['label:"My Project"', ['m1']],
  ['label:my/project', ['m1']],
  ['label:work-clients', ['m4']],
  ['label:Work/Clients', ['m4']],
  ['label:nonexistent', []],

  // in:
  ['in:inbox', ['m1', 'm3', 'm4', 'm7']],
  ['in:sent', ['m2']],
  ['in:trash', ['m6']],
  ['in:spam', ['m5']],
  ['in:anywhere', ALL],
  ['in:chats', ['m9']],
  ['in:starred', ['m4']],
  ['in:important', ['m1', 'm8']],
  ['in:drafts', ['m10']],
  ['in:my-project', ['m1']],
  ['in:nowhere', []],

  // is: / has: / filename:
  ['is:unread', ['m1', 'm5', 'm7']],
  ['is:read', ['m2', 'm3', 'm4', 'm6', 'm8', 'm9', 'm10']],
  ['is:starred', ['m4']],
  ['is:important', ['m1', 'm8']],
  ['is:snoozed', []],
  ['-is:snoozed', ALL],
  ['has:attachment', ['m1', 'm4', 'm6']],
  ['has:drive', []],
  ['filename:pdf', ['m1']],
  ['filename:jpg', ['m4']],
  ['filename:.txt', ['m4']],
  ['filename:notes', ['m4']],
  ['filename:"report-q2.pdf"', ['m1']],
  ['filename:docx', ['m6']],

  // after: inclusive, before: exclusive; dates are midnight PST, epoch seconds are exact.
  ['after:2024/06/01', ['m1', 'm3', 'm5', 'm7', 'm9', 'm10']],
  ['after:2024-06-01', ['m1', 'm3', 'm5', 'm7', 'm9', 'm10']],
  ['after:2024/6/1', ['m1', 'm3', 'm5', 'm7', 'm9', 'm10']],
  ['before:2024/06/01', ['m2', 'm4', 'm6', 'm8']],
  [`before:${at('2024-06-01T08:00:00Z') / 1000}`, ['m2', 'm4', 'm6', 'm8']],
  [`after:${at('2024-06-01T07:59:59Z') / 1000}`, ['m1', 'm2', 'm3', 'm5', 'm7', 'm9', 'm10']],
  ['after:2024/06/01 before:2024/06/13', ['m3', 'm7', 'm9']],
  ['after:2024/02/30', []],
  ['before:yesterday', []],

  // newer_than: inclusive of the cutoff, older_than: strictly before; a month is 30 days.
  ['newer_than:2d', ['m1', 'm5', 'm10']],
  ['newer_than:1m', ['m1', 'm2', 'm3', 'm5', 'm7', 'm9', 'm10']],
  ['older_than:1M', ['m4', 'm6', 'm8']],
  ['older_than:1y', ['m6']],
  ['newer_than:3w', []],

  // larger: / smaller: are strict; K and M are 1024 and 1024².
  ['larger:1M', ['m4']],
  ['larger:1.5M', ['m4']],
  ['smaller:2K', ['m5', 'm9', 'm10']],
  ['larger:50k smaller:1m', ['m1']],
  ['larger:9999', ['m1', 'm3', 'm4', 'm6', 'm7']],
  ['larger:huge', []],

  // rfc822msgid: the whole id, angle brackets optional.
  ['rfc822msgid:abc123@mail.example.com', ['m1']],
  ['rfc822msgid:<lunch-1@work.org>', ['m2']],
  ['rfc822msgid:abc123', []],

  // category:
  ['category:primary', ['m1']],
  ['category:social', ['m4']],
  ['category:promotions', ['m3']],
  ['category:updates', ['m7']],
  ['category:forums', ['m8']],
  ['category:news', []],

  // OR, braces, AND, negation, grouping, precedence.
  ['from:ann OR from:carol', ['m1', 'm4', 'm6', 'm9', 'm10']],
  ['from:ann or', ['m6']],
  ['{from:carol from:github}', ['m4', 'm7']],
  ['is:unread AND has:attachment', ['m1']],
  ['is:unread has:attachment', ['m1']],
  ['in:inbox -is:unread', ['m3', 'm4']],
  ['-in:inbox -in:sent -in:chats', ['m5', 'm6', 'm8', 'm10']],
  ['-(from:ann OR is:unread)', ['m2', 'm3', 'm4', 'm8']],
  ['-{from:ann is:unread}', ['m2', 'm3', 'm4', 'm8']],
  ['is:important is:unread OR from:carol', ['m1']],
  ['(is:important is:unread) OR from:carol', ['m1', 'm4']],
  ['--from:ann', FROM_ANN],
  ['-subject:(quarterly report)', allBut('m1')],
  ['meeting -subject:lunch', ['m1']],
  ['-OR', allBut('m5', 'm6')],

  // Malformed input: forgiving, never throwing.
  ['(from:ann', FROM_ANN],
  ['from:ann)', FROM_ANN],
  ['((from:ann) OR (from:carol)', ['m1', 'm4', 'm6', 'm9', 'm10']],
  ['(from:ann }', FROM_ANN],
  ['{from:carol', ['m4']],
  ['from:carol }', ['m4']],
  ['from:ann OR', FROM_ANN],
  ['OR from:carol', ['m4']],
  ['from:carol OR OR from:github', ['m4', 'm7']],
  ['foo:bar', ['m6']],
  ['FOO:bar', ['m6']],
  ['from:', ALL],
  ['from: carol', ['m1', 'm4']],
  ['subject:(', ALL],
  ['OR', ALL],
  ['AND', ALL],
  ['', ALL],
  ['   ', ALL],
  ['()', ALL],
  ['{}', ALL],
  ['-', ALL],
  ['-!!!', ALL],
  ['!!!', ALL],
  ['""', ALL],
];

describe('compileSearch', () => {
  test.each(cases)('q=%j', (q, expected) => {
    expect(search(q)).toEqual(expected);
  });

  test('without selfAddress, to:me is a substring search for "me"', () => {
    expect(search('to:me', { now: context.now })).toEqual(['m10']);
  });

  test('without userLabels, user label names match nothing', () => {
    expect(search('label:my-project', { now: context.now })).toEqual([]);
  });

  test('deep nesting and long runs of dashes do not throw', () => {
    const depth = 10_000;
    expect(search(`${'('.repeat(depth)}from:carol${')'.repeat(depth)}`)).toEqual(['m4']);
    expect(search(`${'{'.repeat(depth)}from:carol`)).toEqual(['m4']);
    expect(search(`${'-'.repeat(depth + 1)}from:carol`)).toEqual(allBut('m4'));
  });

  test('random punctuation soup never throws', () => {
    const alphabet = [
      '(',
      ')',
      '{',
      '}',
      '"',
      '-',
      ' ',
      'OR',
      'AND',
      'from:',
      'in:',
      'a',
      ':',
      '\\',
    ];
    let seed = 42;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let run = 0; run < 2000; run += 1) {
      const length = next() % 30;
      const q = Array.from({ length }, () => alphabet[next() % alphabet.length]).join('');
      expect(() => search(q)).not.toThrow();
    }
  });
});

/** The indexes the store keeps, over `messages` numbered by their position. */
function indexOf(list: readonly SearchableMessage[]): SearchIndex {
  const words = new WordIndex();
  const subjectWords = new WordIndex();
  list.forEach((m, doc) => {
    words.add(
      doc,
      BARE_WORD_FIELDS.map((field) => m[field]),
    );
    subjectWords.add(doc, [m.subject]);
  });
  return {
    size: list.length,
    docNumber: (m) => list.indexOf(m),
    withWord: (word) => words.docs(word, list.length),
    withSubjectWord: (word) => subjectWords.docs(word, list.length),
    withLabel: (labelId) =>
      DocSet.of(
        list.flatMap((m, doc) => (m.labelIds.includes(labelId) ? [doc] : [])),
        list.length,
      ),
  };
}

describe('compileSearch with the indexes: its plan selects exactly what it matches', () => {
  const index = indexOf(messages);
  test.each(cases)('q=%j', (q, expected) => {
    const { plan } = compileSearch(q, { ...context, index });
    const planned = messages.filter(
      (m, doc) => (plan?.docs?.has(doc) ?? true) && (plan?.residual?.(m) ?? true),
    );
    expect(planned.map((m) => m.id)).toEqual(expected);
  });
});

describe('includesSpamTrash', () => {
  test.each([
    ['in:anywhere', true],
    ['in:spam', true],
    ['IN:Trash', true],
    ['label:spam', true],
    ['label:TRASH', true],
    ['from:ann OR in:trash', true],
    ['subject:(in:spam)', true],
    ['-(-in:trash)', true],
    ['-in:spam', false],
    ['in:inbox', false],
    ['label:inbox', false],
    ['"in:spam"', false],
    ['spam trash anywhere', false],
    ['', false],
  ])('q=%j → %s', (q, expected) => {
    expect(compileSearch(q, context).includesSpamTrash).toBe(expected);
  });
});
