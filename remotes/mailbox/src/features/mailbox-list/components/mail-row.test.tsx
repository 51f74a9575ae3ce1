import { fireEvent, render, screen, within } from '@testing-library/react';
import { mailItem } from '../../../testing/mail-items';
import { LabelChips } from '@mail/gmail-client/labels';
import { MailRow, type MailRowProps } from './mail-row';

/**
 * An accessible name as a screen reader says it: browsers (and jsdom) put a space between the row's
 * grid items, so the hidden commas between them may follow one; that space is not heard.
 */
const asSaid = (name: string) => name.replace(/\s+/g, ' ').replace(/ ,/g, ',');
/** A `name` for getByRole: this, as said. */
const saying = (expected: string) => (name: string) => asSaid(name) === expected;
/** The row link's accessible name, as said (as Testing Library computes it for getByRole). */
function spoken(row: HTMLElement): string {
  let name = '';
  screen.getByRole('link', {
    name: (computed, element) => {
      if (element === row) name = computed;
      return element === row;
    },
  });
  return asSaid(name);
}

const today = new Date(2024, 2, 7).getTime();

function renderRow(
  overrides: Parameters<typeof mailItem>[1] = {},
  rowProps: Pick<MailRowProps, 'showRecipients' | 'rowLabels'> = {},
) {
  const onOpen = jest.fn();
  const onToggleStar = jest.fn();
  const onSelect = jest.fn();
  const item = mailItem('thread-1', { id: 'msg-9', ...overrides });
  render(
    <ul>
      <MailRow
        item={item}
        today={today}
        onOpen={onOpen}
        onToggleStar={onToggleStar}
        selected={false}
        onSelect={onSelect}
        {...rowProps}
      />
    </ul>,
  );
  return { onOpen, onToggleStar, onSelect, row: screen.getByRole('link') };
}

describe('MailRow', () => {
  it("has a checkbox named after the row's sender and subject; Shift+click extends the range", () => {
    const { onSelect, onOpen } = renderRow({ subject: 'Lunch' });
    const checkbox = screen.getByRole('checkbox', { name: /^Select .+, Lunch$/ });
    fireEvent.click(checkbox);
    fireEvent.click(checkbox, { shiftKey: true });
    expect(onSelect.mock.calls).toEqual([
      ['thread-1', false],
      ['thread-1', true],
    ]);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('shows sender, subject, snippet and the time of a mail from today', () => {
    const { row } = renderRow({
      from: 'Ann Lee',
      subject: 'Quarterly plan',
      snippet: 'Here is the draft',
      internalDate: new Date(2024, 2, 7, 9, 5).getTime(),
    });
    expect(row).toHaveTextContent('Ann Lee');
    expect(row).toHaveTextContent('Quarterly plan');
    expect(row).toHaveTextContent('Here is the draft');
    expect(within(row).getByText('09:05 AM').tagName).toBe('TIME');
  });

  it('shows an older mail by date', () => {
    const { row } = renderRow({ internalDate: new Date(2024, 1, 28, 16, 0).getTime() });
    expect(within(row).getByText('Feb 28')).toBeInTheDocument();
  });

  it('unread rows are bold on white, read rows grey', () => {
    expect(renderRow({ isUnread: true }).row).toHaveClass('mb-row--unread');
    document.body.replaceChildren();
    expect(renderRow({ isUnread: false }).row).toHaveClass('mb-row--read');
  });

  it('shows the message count only for conversations of more than one message', () => {
    const { row } = renderRow({ threadCount: 4, from: 'Bo' });
    expect(row.querySelector('.mb-row__count')).toHaveTextContent('4');
    document.body.replaceChildren();
    expect(renderRow({ threadCount: 1 }).row.querySelector('.mb-row__count')).toBeNull();
  });

  it('shows attachment chips and the attachment icon; many files end in +N', () => {
    const names = ['a.pdf', 'b.png', 'c.docx', 'd.zip', 'e.txt'];
    const { row } = renderRow({ hasAttachment: true, attachments: names });
    const chips = [...row.querySelectorAll('.mb-chip')].map((chip) => chip.textContent);
    expect(chips).toEqual(['a.pdf', 'b.png', 'c.docx', '+2']);
    expect(row.querySelector('.mb-row__clip svg')).not.toBeNull();
  });

  it("another conversation's files update the chips in place (paging keeps the row's elements)", () => {
    const props = {
      today,
      onOpen: jest.fn(),
      onToggleStar: jest.fn(),
      selected: false,
      onSelect: jest.fn(),
    };
    const withFiles = (threadId: string, attachments: string[]) =>
      mailItem(threadId, { hasAttachment: true, attachments });
    const { rerender } = render(
      <ul>
        <MailRow item={withFiles('thread-1', ['a.pdf', 'b.png'])} {...props} />
      </ul>,
    );
    const chipsBefore = [...document.querySelectorAll('.mb-chip')];
    rerender(
      <ul>
        <MailRow item={withFiles('thread-2', ['c.docx', 'd.zip'])} {...props} />
      </ul>,
    );
    const chipsAfter = [...document.querySelectorAll('.mb-chip')];
    expect(chipsAfter.map((chip) => chip.textContent)).toEqual(['c.docx', 'd.zip']);
    expect(chipsAfter).toHaveLength(chipsBefore.length);
    chipsAfter.forEach((chip, index) => expect(chip).toBe(chipsBefore[index]));
  });

  it('has no chips or icon without attachments', () => {
    const { row } = renderRow();
    expect(row.querySelector('.mb-chips')).toBeNull();
    expect(row.querySelector('.mb-row__clip svg')).toBeNull();
  });

  it('has a star button beside its link that follows isStarred; clicking it stars, never opens', () => {
    const { row, onOpen, onToggleStar } = renderRow({ isStarred: true });
    const star = screen.getByRole('button', { name: 'Star' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(row).not.toContainElement(star);
    fireEvent.click(star);
    expect(onToggleStar).toHaveBeenCalledWith(expect.objectContaining({ threadId: 'thread-1' }));
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('isolates sender, subject, snippet and file names, and shows bidi controls in names', () => {
    const { row } = renderRow({
      from: 'Support\u202emoc.lapyap',
      subject: 'Invoice \u202eeciovni',
      snippet: 'See \u2067the file\u2069',
      hasAttachment: true,
      attachments: ['invoice\u202efdp.exe'],
    });
    const isolated = [...row.querySelectorAll('bdi')].map((element) => element.textContent);
    expect(isolated).toEqual([
      'Support[U+202E]moc.lapyap',
      'Invoice \u202eeciovni',
      'See \u2067the file\u2069',
      'invoice[U+202E]fdp.exe',
    ]);
    expect(row.querySelector('.mb-chip')).toHaveAttribute('title', 'invoice[U+202E]fdp.exe');
    expect(spoken(row)).toMatch(/^Support\[U\+202E\]moc\.lapyap, /);
    expect(spoken(row)).toMatch(/, invoice\[U\+202E\]fdp\.exe$/);
    expect(row.textContent).not.toContain('\u202efdp.exe');
    expect(row.textContent).not.toContain('Support\u202e');
  });

  it('shows the spec defaults for a missing subject or sender', () => {
    const { row } = renderRow({ subject: '', from: '' });
    expect(row).toHaveTextContent('No Subject');
    expect(row).toHaveTextContent('Unknown');
  });

  it('is a named link to /email/{threadId}/{messageId}; a click opens it in the app', () => {
    const { row, onOpen } = renderRow({ from: 'Ann', subject: 'Lunch', isUnread: true });
    expect(row).toHaveAttribute('href', '/email/thread-1/msg-9');
    expect(spoken(row)).toMatch(/^Unread, Ann, Lunch, /);
    const click = fireEvent.click(row);
    expect(onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ threadId: 'thread-1', id: 'msg-9' }),
    );
    expect(click).toBe(false); // default prevented: the shell navigates, not the browser
  });

  describe('its accessible name (issue 15: the visible text, in order, is part of it)', () => {
    const ann = {
      from: 'Ann Lee',
      subject: 'Q3 plan',
      snippet: 'Numbers attached',
      internalDate: new Date(2024, 2, 7, 9, 5).getTime(),
      threadCount: 3,
      isUnread: true,
      isStarred: true,
      hasAttachment: true,
      attachments: ['q3.pdf', 'chart.png'],
    };

    it('says state, sender, count, subject, the time shown, marks and file names; the snippet describes', () => {
      renderRow(ann);
      const row = screen.getByRole('link', {
        name: saying(
          'Unread, Ann Lee 3 messages, Q3 plan, 09:05 AM, starred, has attachments, q3.pdf chart.png',
        ),
      });
      expect(row).toHaveAccessibleDescription('Numbers attached');
    });

    it('contains every piece of visible text but the snippet, which is the description', () => {
      const { row } = renderRow({ ...ann, isUnread: false, isStarred: false });
      const visible = [
        ...row.querySelectorAll('.mb-row__sender-name, .mb-row__subject, .mb-row__time, .mb-chip'),
      ].map((element) => element.textContent ?? '');
      expect(visible).toEqual(['Ann Lee', 'Q3 plan', '09:05 AM', 'q3.pdf', 'chart.png']);
      for (const text of visible) {
        expect(screen.getByRole('link', { name: new RegExp(escapeRegExp(text)) })).toBe(row);
      }
      // Named by its content: no label that could drift from what it shows.
      expect(row).not.toHaveAttribute('aria-label');
      expect(row).not.toHaveAccessibleName(expect.stringContaining('Numbers attached'));
    });

    it('a read single message without marks is named by sender, subject and time alone', () => {
      renderRow({ from: 'Bo', subject: 'Hi', snippet: '', internalDate: ann.internalDate });
      const row = screen.getByRole('link', { name: saying('Bo, Hi, 09:05 AM') });
      expect(row).not.toHaveAttribute('aria-describedby');
    });
  });

  it('leaves Ctrl+click to the browser (open in a new tab)', () => {
    const { row, onOpen } = renderRow();
    expect(fireEvent.click(row, { ctrlKey: true })).toBe(true);
    expect(onOpen).not.toHaveBeenCalled();
  });
  describe('views and labels', () => {
    it('names the recipients instead of the sender where asked (Sent, Drafts)', () => {
      const { row } = renderRow(
        { from: 'Me', to: 'Ann Lee, bob@example.com' },
        { showRecipients: true },
      );
      expect(within(row).getByText('To: Ann Lee, bob@example.com')).toBeInTheDocument();
      expect(within(row).queryByText('Me')).not.toBeInTheDocument();
    });

    it('says "Draft" beside the count when the newest message is the user’s draft', () => {
      const { row } = renderRow({ hasDraft: true, threadCount: 3 });
      expect(within(row).getByText('Draft')).toHaveClass('mb-row__draft');
    });

    it('shows no "Draft" otherwise', () => {
      const { row } = renderRow({ threadCount: 3 });
      expect(within(row).queryByText('Draft')).not.toBeInTheDocument();
    });

    it('shows the conversation’s user labels as chips once the labels are known', () => {
      const rowLabels = {
        labels: [
          { id: 'Label_1', name: 'Travel', backgroundColor: '#c9daf8', textColor: '#1c4587' },
        ],
        Chips: LabelChips,
      };
      const { row } = renderRow({ labels: ['INBOX', 'Label_1'] }, { rowLabels });
      expect(within(row).getByText('Travel')).toHaveStyle({ color: '#1c4587' });
      expect(within(row).queryByText('INBOX')).not.toBeInTheDocument();
    });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
