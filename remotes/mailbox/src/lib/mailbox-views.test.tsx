import {
  ARCHIVED_QUERY,
  countsByEstimate,
  cycleTab,
  isLabelView,
  isTabView,
  keptOffline,
  listLabel,
  mailboxQuery,
  screenName,
  showsRecipients,
  totalLabelOf,
  viewMakesCalls,
  viewTitle,
  type MailboxView,
} from './mailbox-views';

describe('views', () => {
  it('Tab cycles Important, Others, Team, AI and wraps around', () => {
    expect(cycleTab('IMPORTANT', 1)).toBe('INBOX');
    expect(cycleTab('INBOX', 1)).toBe('TEAM');
    expect(cycleTab('TEAM', 1)).toBe('AI');
    expect(cycleTab('AI', 1)).toBe('IMPORTANT');
    expect(cycleTab('IMPORTANT', -1)).toBe('AI');
    expect(cycleTab('TEAM', -1)).toBe('INBOX');
  });

  it('from a titled view, forward starts at the first tab and backward at the last', () => {
    expect(cycleTab('SENT', 1)).toBe('IMPORTANT');
    expect(cycleTab('SEARCH', -1)).toBe('AI');
  });

  it('titled views carry the spec titles; tab views have none', () => {
    expect(viewTitle('SENT')).toBe('Sent Emails');
    expect(viewTitle('ARCHIVED')).toBe('Archived Emails');
    expect(viewTitle('SEARCH')).toBe('Search Results');
    expect(viewTitle('INBOX')).toBeUndefined();
    expect(isTabView('AI')).toBe(true);
    expect(isTabView('SENT')).toBe(false);
  });

  it('each list has its own accessible name', () => {
    const names = ['IMPORTANT', 'INBOX', 'TEAM', 'AI', 'SENT', 'ARCHIVED', 'SEARCH'] as const;
    expect(new Set(names.map(listLabel)).size).toBe(names.length);
  });
});

describe('screenName', () => {
  it('names the tab, the view or the search, for the document title', () => {
    expect(screenName('IMPORTANT', '')).toBe('Important');
    expect(screenName('INBOX', '')).toBe('Others');
    expect(screenName('SENT', '')).toBe('Sent Emails');
    expect(screenName('ARCHIVED', '')).toBe('Archived Emails');
    expect(screenName('SEARCH', 'from:anna')).toBe('Search: from:anna');
  });
});

describe('mailbox views', () => {
  it('lists Others, Sent and Drafts by label, with that label as the total', () => {
    expect(mailboxQuery('INBOX')).toEqual({ labelIds: ['INBOX'] });
    expect(mailboxQuery('SENT')).toEqual({ labelIds: ['SENT'] });
    expect(mailboxQuery('DRAFTS')).toEqual({ labelIds: ['DRAFT'] });
    expect(['INBOX', 'SENT', 'DRAFTS'].map((view) => totalLabelOf(view as MailboxView))).toEqual([
      'INBOX',
      'SENT',
      'DRAFT',
    ]);
  });

  it('has no total for Important, Archived, a search, Team or AI', () => {
    const views: MailboxView[] = ['IMPORTANT', 'ARCHIVED', 'SEARCH', 'TEAM', 'AI'];
    expect(views.map((view) => totalLabelOf(view))).toEqual(views.map(() => undefined));
  });

  it('lists Important from the inbox only, so archiving takes a conversation off it', () => {
    expect(mailboxQuery('IMPORTANT')).toEqual({ labelIds: ['IMPORTANT', 'INBOX'] });
  });

  it('lists Archived by query and Search by the trimmed terms, none with a total', () => {
    expect(mailboxQuery('ARCHIVED')).toEqual({ q: ARCHIVED_QUERY });
    expect(mailboxQuery('SEARCH', '  from:ana  ')).toEqual({ q: 'from:ana' });
    expect(mailboxQuery('SEARCH', '   ')).toEqual({});
  });

  it('keeps the first page of every view that calls, but a search, for reading offline', () => {
    const kept: MailboxView[] = ['IMPORTANT', 'INBOX', 'SENT', 'DRAFTS', 'ARCHIVED'];
    expect(kept.every(keptOffline)).toBe(true);
    expect(keptOffline('SEARCH')).toBe(false);
    expect(keptOffline('TEAM')).toBe(false);
  });

  it('Team and AI make no call', () => {
    expect(mailboxQuery('TEAM')).toBeNull();
    expect(viewMakesCalls('TEAM')).toBe(false);
    expect(viewMakesCalls('AI')).toBe(false);
    expect(viewMakesCalls('ARCHIVED')).toBe(true);
    expect(viewMakesCalls('SEARCH')).toBe(true);
  });
});

describe('Trash, Spam, Starred and label views', () => {
  it('lists Spam and Trash by label, asking Gmail to include them', () => {
    expect(mailboxQuery('TRASH')).toEqual({ labelIds: ['TRASH'], includeSpamTrash: true });
    expect(mailboxQuery('SPAM')).toEqual({ labelIds: ['SPAM'], includeSpamTrash: true });
    expect(mailboxQuery('STARRED')).toEqual({ labelIds: ['STARRED'] });
    expect(mailboxQuery('LABEL:Label_2')).toEqual({ labelIds: ['Label_2'] });
  });

  it('counts each with its label, and Important by Gmail’s estimate', () => {
    const views = ['TRASH', 'SPAM', 'STARRED', 'LABEL:Label_2'] as const;
    expect(views.map(totalLabelOf)).toEqual(['TRASH', 'SPAM', 'STARRED', 'Label_2']);
    expect(countsByEstimate('IMPORTANT')).toBe(true);
    expect(['INBOX', 'SEARCH', 'ARCHIVED'].some((v) => countsByEstimate(v as MailboxView))).toBe(
      false,
    );
  });

  it('titles a label’s view with its name once the labels are known', () => {
    const labels = [{ id: 'Label_2', name: 'Receipts' }];
    expect(viewTitle('LABEL:Label_2', labels)).toBe('Receipts');
    expect(screenName('LABEL:Label_2', '', labels)).toBe('Receipts');
    expect(viewTitle('LABEL:Label_2')).toBe('Label');
    expect(viewTitle('TRASH')).toBe('Trash');
    expect(isLabelView('LABEL:Label_2')).toBe(true);
    expect(isLabelView('SENT')).toBe(false);
  });

  it('names the recipients in Sent and Drafts only', () => {
    expect(['SENT', 'DRAFTS'].every((v) => showsRecipients(v as MailboxView))).toBe(true);
    expect(showsRecipients('TRASH')).toBe(false);
  });
});
