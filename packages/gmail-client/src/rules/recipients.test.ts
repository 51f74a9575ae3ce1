import { endsEntry, isValidRecipient, mailboxOf, recipientKey, recipientLabel } from './recipients';
import { formatMailbox } from './mailbox';

describe('formatMailbox', () => {
  it.each<[string, string, string]>([
    ['', 'a@x.io', 'a@x.io'],
    ['Ann Lee', 'ann@x.io', 'Ann Lee <ann@x.io>'],
    ['Lee, Ann', 'ann@x.io', '"Lee, Ann" <ann@x.io>'],
    ['Ann "the boss" Lee', 'ann@x.io', '"Ann \\"the boss\\" Lee" <ann@x.io>'],
    ['ann@x.io', 'ann@x.io', 'ann@x.io'],
  ])('%j, %j → %j', (name, email, entry) => {
    expect(formatMailbox({ name, email })).toBe(entry);
  });

  it('reads back what it wrote', () => {
    const mailbox = { name: 'Lee, "Ann"', email: 'ann@x.io' };
    expect(mailboxOf(formatMailbox(mailbox))).toEqual(mailbox);
  });
});

describe('one entry', () => {
  it('shows the name, keys by the address and checks the address', () => {
    expect(recipientLabel('"Lee, Ann" <ann@x.io>')).toBe('Lee, Ann');
    expect(recipientLabel('ann@x.io')).toBe('ann@x.io');
    expect(recipientKey('Ann <ANN@x.io>')).toBe(recipientKey('ann@x.io'));
    expect(isValidRecipient('Ann Lee <ann@x.io>')).toBe(true);
    expect(isValidRecipient('Ann <bad>')).toBe(false);
    expect(isValidRecipient('not-an-address')).toBe(false);
    expect(isValidRecipient('a@x.io, b@x.io')).toBe(false);
    expect(recipientLabel('not-an-address')).toBe('not-an-address');
  });
});

describe('endsEntry (when typing makes a chip)', () => {
  it.each<[string, boolean]>([
    ['a@x.io,', true],
    ['a@x.io;', true],
    ['"Lee,', false],
    ['"Lee, Ann" <ann@x.io>,', true],
    ['Ann <a,b', false],
    ['a@x.io', false],
  ])('%j → %j', (typed, ends) => {
    expect(endsEntry(typed)).toBe(ends);
  });
});
