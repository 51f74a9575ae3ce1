import { toMailListItem } from './mail-list-item';
import { container, filePart, message, textPart } from './test-support/gmail-shapes';

describe('toMailListItem', () => {
  const first = message('m1', {
    labelIds: ['INBOX', 'IMPORTANT'],
    internalDate: 1_000,
    snippet: 'first',
    headers: {
      Subject: 'Plans for Q3',
      From: '"Lee, Ann" <ann@example.com>',
      To: 'me@example.com',
    },
  });
  const reply = message('m2', {
    labelIds: ['SENT'],
    internalDate: 3_000,
    snippet: 'my reply',
    headers: { Subject: 'Re: Plans for Q3', From: 'Me <me@example.com>', To: 'ann@example.com' },
  });
  const latestReceived = message('m3', {
    labelIds: ['INBOX', 'UNREAD', 'STARRED'],
    internalDate: 2_000,
    snippet: 'Tom &amp; Jerry&#39;s &quot;plan&quot; &lt;3',
    headers: {
      From: 'Bob Stone <BOB@example.com>',
      Cc: 'Carl <carl@example.com>, ann@example.com',
    },
    payload: container('multipart/mixed', [
      textPart('text/plain', 'see attached', '0'),
      container('multipart/mixed', [filePart('1.0', 'deck.pdf', 'application/pdf')], '1'),
    ]),
  });

  it('derives one row per thread from the first, the newest and the newest received message', () => {
    const item = toMailListItem({ id: 't1', messages: [first, latestReceived, reply] });
    expect(item).toEqual({
      id: 'm2',
      threadId: 't1',
      threadCount: 3,
      snippet: 'my reply',
      subject: 'Plans for Q3',
      from: 'Bob Stone',
      to: 'ann@example.com',
      hasDraft: false,
      time: new Date(3_000).toISOString(),
      internalDate: 3_000,
      labels: ['INBOX', 'IMPORTANT', 'UNREAD', 'STARRED', 'SENT'],
      isImportant: true,
      isStarred: true,
      isUnread: true,
      hasAttachment: true,
      attachments: ['deck.pdf'],
      // With their names (a later one fills a missing one), quoted; addresses lower-cased.
      addresses: [
        '"Lee, Ann" <ann@example.com>',
        '"Me" <me@example.com>',
        '"Bob Stone" <bob@example.com>',
        '"Carl" <carl@example.com>',
      ],
    });
  });

  it('suggests only addresses that pass the spec’s address pattern', () => {
    const odd = message('m9', {
      internalDate: 9_000,
      headers: { From: 'root@localhost', To: 'Team: ;', Cc: 'Dana <dana@example.org>' },
    });
    expect(toMailListItem({ id: 't9', messages: [odd] })?.addresses).toEqual([
      '"Dana" <dana@example.org>',
    ]);
  });

  it('decodes the snippet entities of the newest message', () => {
    const item = toMailListItem({ id: 't1', messages: [first, latestReceived] });
    expect(item?.snippet).toBe('Tom & Jerry\'s "plan" <3');
    expect(item?.id).toBe('m3');
  });

  it('falls back to the defaults: No Subject, Unknown, no attachments, flags off', () => {
    const bare = message('m9', { labelIds: [], headers: { Subject: '   ' } });
    expect(toMailListItem({ id: 't9', messages: [bare] })).toMatchObject({
      subject: 'No Subject',
      from: 'Unknown',
      threadCount: 1,
      isUnread: false,
      isStarred: false,
      isImportant: false,
      hasAttachment: false,
      attachments: [],
    });
  });

  it.each([
    ['Ann Lee <ann@example.com>', 'Ann Lee'],
    ['"Doe, John" <john@example.com>', 'Doe, John'],
    ['"Say \\"hi\\"" <hi@example.com>', 'Say "hi"'],
    ['plain@example.com', 'plain@example.com'],
    ['<angle@example.com>', 'angle@example.com'],
  ])('shows %s as %s', (fromHeader, expected) => {
    const only = message('m', { headers: { From: fromHeader } });
    expect(toMailListItem({ id: 't', messages: [only] })?.from).toBe(expected);
  });

  it('shows the sender of the newest message when the whole thread was sent by the user', () => {
    const item = toMailListItem({ id: 't1', messages: [reply] });
    expect(item?.from).toBe('Me');
  });

  describe('what the user wrote: recipients and draft', () => {
    const sent = message('s1', {
      labelIds: ['SENT'],
      internalDate: 1_000,
      headers: {
        From: 'Me <me@example.com>',
        To: '"Lee, Ann" <ann@example.com>, bob@example.com',
        Cc: 'Carl <carl@example.com>',
      },
    });
    const answer = message('a1', {
      labelIds: ['INBOX'],
      internalDate: 2_000,
      headers: { From: 'Ann Lee <ann@example.com>', To: 'me@example.com' },
    });
    const draft = message('d1', {
      labelIds: ['DRAFT'],
      internalDate: 3_000,
      headers: { From: 'Me <me@example.com>', To: 'Dana <dana@example.org>' },
    });

    it('names the To and Cc of the newest message the user sent, names else addresses', () => {
      const item = toMailListItem({ id: 't', messages: [sent, answer] });
      expect(item?.to).toBe('Lee, Ann, bob@example.com, Carl');
      expect(item?.hasDraft).toBe(false);
    });

    it('marks a thread whose newest message is a draft, and names the draft’s recipients', () => {
      const item = toMailListItem({ id: 't', messages: [sent, answer, draft] });
      expect(item).toMatchObject({ hasDraft: true, to: 'Dana', from: 'Ann Lee' });
    });

    it('is no draft when an answer came after the draft, and has no recipients without mail of the user', () => {
      const later = { ...answer, id: 'a2', internalDate: '4000' };
      expect(toMailListItem({ id: 't', messages: [draft, later] })?.hasDraft).toBe(false);
      expect(toMailListItem({ id: 't', messages: [answer] })?.to).toBe('');
    });
  });

  it('yields nothing for a thread without messages', () => {
    expect(toMailListItem({ id: 'empty', messages: [] })).toBeUndefined();
  });
});
