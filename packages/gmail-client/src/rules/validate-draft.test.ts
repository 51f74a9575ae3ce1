import { validateDraft, VALIDATION_MESSAGES, type DraftFields } from './validate-draft';

const base: DraftFields = { to: ['ann@example.com'], cc: [], subject: 'Hi', bodyText: '' };

describe('validateDraft (send checks, in order)', () => {
  it.each<[string, Partial<DraftFields>, string | null]>([
    ['a valid draft', {}, null],
    ['body only', { subject: '', bodyText: 'text' }, null],
    ['lists of chips', { to: ['ann@example.com', 'bob@example.org'], cc: ['c@x.io'] }, null],
    ['entries with spaces around', { to: [' a@x.io ', 'b@y.io'], cc: ['c@z.io '] }, null],
    ['empty To', { to: [] }, 'Recipient email is required.'],
    ['To of blanks', { to: [' ', ''] }, 'Recipient email is required.'],
    ['empty To before a bad Cc', { to: [], cc: ['bad'] }, 'Recipient email is required.'],
    ['invalid To', { to: ['ann@example'] }, 'Invalid email address: ann@example'],
    [
      'first invalid in To, trimmed',
      { to: ['a@x.io', '  bad one ', 'worse'] },
      'Invalid email address: bad one',
    ],
    [
      'To is checked before Cc',
      { to: ['bad-to'], cc: ['bad-cc'] },
      'Invalid email address: bad-to',
    ],
    ['invalid Cc', { cc: ['ok@x.io', 'nope@'] }, 'Invalid email address: nope@'],
    ['invalid Bcc', { bcc: ['Quiet <quiet@x.io>', 'hush'] }, 'Invalid email address: hush'],
    [
      'Cc is checked before Bcc',
      { cc: ['bad-cc'], bcc: ['bad-bcc'] },
      'Invalid email address: bad-cc',
    ],
    [
      'Bcc alone is not enough: To is required',
      { to: [], bcc: ['b@x.io'] },
      'Recipient email is required.',
    ],
    ['named entries', { to: ['Ann <ann@example.com>', '"Lee, Bo" <bo@x.io>'] }, null],
    [
      'a name around a bad address',
      { to: ['Ann <ann@example>'] },
      'Invalid email address: Ann <ann@example>',
    ],
    [
      'an entry holding two addresses',
      { to: ['a@x.io, b@x.io'] },
      'Invalid email address: a@x.io, b@x.io',
    ],
    [
      'invalid address before missing content',
      { to: ['bad'], subject: '', bodyText: '' },
      'Invalid email address: bad',
    ],
    ['no subject and no body', { subject: '', bodyText: '' }, 'Subject or body is required.'],
    ['whitespace only', { subject: '  ', bodyText: '\n\t ' }, 'Subject or body is required.'],
  ])('%s', (_label, change, expected) => {
    expect(validateDraft({ ...base, ...change })).toBe(expected);
  });

  it('words the messages as the spec does', () => {
    expect(VALIDATION_MESSAGES.invalidAddress('x')).toBe('Invalid email address: x');
  });
});
