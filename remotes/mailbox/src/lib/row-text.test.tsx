import { mailItem } from '../testing/mail-items';
import { formatFullMailTime } from './mail-time';
import { rowText } from './row-text';

describe('row text', () => {
  it('falls back to the spec defaults for a missing subject or sender', () => {
    const text = rowText(mailItem('t', { subject: '  ', from: '' }));
    expect(text.subject).toBe('No Subject');
    expect(text.sender).toBe('Unknown');
  });

  it('names the row by state, sender, count, subject, date and marks', () => {
    const item = mailItem('t', {
      from: 'Ann Lee',
      subject: 'Lunch',
      threadCount: 3,
      isUnread: true,
      isStarred: true,
      hasAttachment: true,
    });
    expect(rowText(item).label).toBe(
      `Unread, Ann Lee, 3 messages, Lunch, ${formatFullMailTime(item.internalDate)}, starred, has attachments`,
    );
  });

  it('a read single message is named by sender, subject and date only', () => {
    const item = mailItem('t', { from: 'Bo', subject: 'Hi' });
    expect(rowText(item).label).toBe(`Bo, Hi, ${formatFullMailTime(item.internalDate)}`);
  });
});
