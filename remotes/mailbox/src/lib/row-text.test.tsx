import { mailItem } from '../testing/mail-items';
import { formatFullMailTime, formatMailTime } from './mail-time';
import { rowText } from './row-text';

/** Local midnight of the reader's day. */
const today = new Date(2024, 2, 7).getTime();

describe('row text', () => {
  it('falls back to the spec defaults for a missing subject or sender', () => {
    const text = rowText(mailItem('t', { subject: '  ', from: '' }), today);
    expect(text.subject).toBe('No Subject');
    expect(text.sender).toBe('Unknown');
  });

  it('says what only the look shows: unread before the sender, star and attachment after the time', () => {
    const item = mailItem('t', { isUnread: true, isStarred: true, hasAttachment: true });
    expect(rowText(item, today)).toMatchObject({
      stateBefore: 'Unread',
      marksAfter: 'starred, has attachments',
    });
  });

  it('a read, unstarred mail without attachments has nothing to add', () => {
    expect(rowText(mailItem('t'), today)).toMatchObject({ stateBefore: '', marksAfter: '' });
  });

  it('keeps the full date and time for the tooltip', () => {
    const item = mailItem('t');
    expect(rowText(item, today).fullTime).toBe(formatFullMailTime(item.internalDate));
  });

  it("shows the time of today's mail, the date of older mail", () => {
    const item = mailItem('t', { internalDate: new Date(2024, 2, 7, 9, 5).getTime() });
    expect(rowText(item, today).time).toBe(formatMailTime(item.internalDate, today));
    const nextDay = new Date(2024, 2, 8).getTime();
    expect(rowText(item, nextDay).time).toBe('Mar 07');
  });

  it('works out the same item on the same day once, whenever its row shows it again', () => {
    const item = mailItem('t');
    expect(rowText(item, today)).toBe(rowText(item, today));
    expect(rowText({ ...item }, today)).not.toBe(rowText(item, today));
  });
});
