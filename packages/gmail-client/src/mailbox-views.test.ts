import { ARCHIVED_QUERY, mailboxQuery, viewMakesCalls } from './mailbox-views';

describe('mailbox views (spec §7)', () => {
  it('lists Others and Sent by label, with that label as the total', () => {
    expect(mailboxQuery('INBOX')).toEqual({ labelIds: ['INBOX'], totalLabelId: 'INBOX' });
    expect(mailboxQuery('SENT')).toEqual({ labelIds: ['SENT'], totalLabelId: 'SENT' });
  });

  it('lists Important from the inbox only, so archiving takes a conversation off it', () => {
    expect(mailboxQuery('IMPORTANT')).toEqual({ labelIds: ['IMPORTANT', 'INBOX'] });
  });

  it('lists Archived by query and Search by the trimmed terms, none with a total', () => {
    expect(mailboxQuery('ARCHIVED')).toEqual({ q: ARCHIVED_QUERY });
    expect(mailboxQuery('SEARCH', '  from:ana  ')).toEqual({ q: 'from:ana' });
    expect(mailboxQuery('SEARCH', '   ')).toEqual({});
  });

  it('Team and AI make no call', () => {
    expect(mailboxQuery('TEAM')).toBeNull();
    expect(viewMakesCalls('TEAM')).toBe(false);
    expect(viewMakesCalls('AI')).toBe(false);
    expect(viewMakesCalls('ARCHIVED')).toBe(true);
    expect(viewMakesCalls('SEARCH')).toBe(true);
  });
});
