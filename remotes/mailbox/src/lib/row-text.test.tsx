import { mailItem } from '../testing/mail-items';
import { formatFullMailTime } from './mail-time';
import { rowText } from './row-text';

describe('row text', () => {
  it('falls back to the spec defaults for a missing subject or sender', () => {
    const text = rowText(mailItem('t', { subject: '  ', from: '' }));
    expect(text.subject).toBe('No Subject');
    expect(text.sender).toBe('Unknown');
  });

  it('says what only the look shows: unread before the sender, star and attachment after the time', () => {
    const item = mailItem('t', { isUnread: true, isStarred: true, hasAttachment: true });
    expect(rowText(item)).toMatchObject({
      stateBefore: 'Unread',
      marksAfter: 'starred, has attachments',
    });
  });

  it('a read, unstarred mail without attachments has nothing to add', () => {
    expect(rowText(mailItem('t'))).toMatchObject({ stateBefore: '', marksAfter: '' });
  });

  it('keeps the full date and time for the tooltip', () => {
    const item = mailItem('t');
    expect(rowText(item).fullTime).toBe(formatFullMailTime(item.internalDate));
  });
});
