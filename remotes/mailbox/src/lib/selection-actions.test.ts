import { mailItem } from '../testing/mail-items';
import { availableActions, keyTriageAction } from './selection-actions';

const inInbox = mailItem('a', { labels: ['INBOX'] });
const archived = mailItem('b', { labels: ['Label_1'] });
const spam = mailItem('c', { labels: ['SPAM'] });

describe('availableActions', () => {
  it('offers Archive in the inbox, Move to Inbox out of it, Not spam for spam', () => {
    const labels = (rows: Parameters<typeof availableActions>[0]) =>
      availableActions(rows).map(({ label }) => label);
    expect(labels([inInbox])).toEqual([
      'Archive',
      'Report spam',
      'Delete',
      'Mark as read',
      'Mark as unread',
      'Star',
    ]);
    expect(labels([archived])).toContain('Move to Inbox');
    expect(labels([archived])).not.toContain('Archive');
    expect(labels([spam])).toContain('Not spam');
  });
});

describe('keyTriageAction', () => {
  it('makes e move rows back when none of them is in the inbox', () => {
    expect(keyTriageAction('archive', [inInbox])).toBe('archive');
    expect(keyTriageAction('archive', [inInbox, archived])).toBe('archive');
    expect(keyTriageAction('archive', [archived, spam])).toBe('move-to-inbox');
    expect(keyTriageAction('trash', [archived])).toBe('trash');
  });
});
