import { viewKeeps } from './view-membership';

describe('viewKeeps', () => {
  it('keeps an inbox conversation in the tabs until it leaves the inbox', () => {
    expect(viewKeeps('IMPORTANT', ['INBOX', 'IMPORTANT', 'UNREAD'])).toBe(true);
    expect(viewKeeps('IMPORTANT', ['IMPORTANT'])).toBe(false);
    expect(viewKeeps('INBOX', ['INBOX'])).toBe(true);
    expect(viewKeeps('INBOX', ['TRASH'])).toBe(false);
  });

  it('takes Sent and Drafts conversations off when they go to Spam or Trash', () => {
    expect(viewKeeps('SENT', ['SENT', 'INBOX'])).toBe(true);
    expect(viewKeeps('SENT', ['SENT', 'TRASH'])).toBe(false);
    expect(viewKeeps('DRAFTS', ['DRAFT'])).toBe(true);
    expect(viewKeeps('DRAFTS', ['DRAFT', 'SPAM'])).toBe(false);
  });

  it('lists as archived only what is in no inbox, sent, draft, chat, spam or trash', () => {
    expect(viewKeeps('ARCHIVED', ['Label_1', 'STARRED'])).toBe(true);
    expect(viewKeeps('ARCHIVED', ['INBOX'])).toBe(false);
    expect(viewKeeps('ARCHIVED', ['SENT'])).toBe(false);
    expect(viewKeeps('ARCHIVED', ['TRASH'])).toBe(false);
  });

  it('keeps Trash and Spam rows while they carry that label (untrash, not spam)', () => {
    expect(viewKeeps('TRASH', ['TRASH', 'Label_1'])).toBe(true);
    expect(viewKeeps('TRASH', ['INBOX'])).toBe(false);
    expect(viewKeeps('SPAM', ['SPAM', 'UNREAD'])).toBe(true);
    expect(viewKeeps('SPAM', ['INBOX'])).toBe(false);
  });

  it('keeps Starred and a label’s rows while starred or labelled, out of Spam and Trash', () => {
    expect(viewKeeps('STARRED', ['STARRED', 'INBOX'])).toBe(true);
    expect(viewKeeps('STARRED', ['INBOX'])).toBe(false);
    expect(viewKeeps('STARRED', ['STARRED', 'TRASH'])).toBe(false);
    expect(viewKeeps('LABEL:Label_2', ['Label_2'])).toBe(true);
    expect(viewKeeps('LABEL:Label_2', ['Label_1', 'INBOX'])).toBe(false);
    expect(viewKeeps('LABEL:Label_2', ['Label_2', 'SPAM'])).toBe(false);
  });

  it('keeps search results unless they leave for Spam or Trash', () => {
    expect(viewKeeps('SEARCH', [])).toBe(true);
    expect(viewKeeps('SEARCH', ['SPAM'])).toBe(false);
  });

  it('keeps nothing in the empty tabs', () => {
    expect(viewKeeps('TEAM', ['INBOX'])).toBe(false);
    expect(viewKeeps('AI', ['INBOX'])).toBe(false);
  });
});
