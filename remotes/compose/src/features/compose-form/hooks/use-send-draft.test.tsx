import { act, renderHook } from '@testing-library/react';
import { events$, type MailEvent } from '@mail/event-bus';
import { EMPTY_DRAFT, fileAttachment, type ComposeDraft } from '@mail/drafts';
import { useSendDraft } from './use-send-draft';

const mockClient = {
  sendMessage: jest.fn(),
  findSentByMessageId: jest.fn<Promise<string | undefined>, [string]>(() =>
    Promise.resolve(undefined),
  ),
  getProfile: jest.fn(() =>
    Promise.resolve({ name: 'Lee, Ann', email: 'ann@example.com', picture: '' }),
  ),
};
jest.mock('@mail/gmail-client', () => ({
  ...jest.requireActual('@mail/gmail-client'),
  getGoogleClient: () => mockClient,
}));
jest.mock('@mail/gmail-client/drafts', () => ({
  ...jest.requireActual('@mail/gmail-client/drafts'),
  draftCalls: () => mockClient,
}));

const published: MailEvent[] = [];
const subscription = events$.subscribe((event) => published.push(event));
afterAll(() => subscription.unsubscribe());
beforeEach(() => {
  published.length = 0;
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

const alerts = () =>
  published.flatMap((event) =>
    event.type === 'alert/show' ? [`${event.kind}: ${event.message}`] : [],
  );

async function sendWith(draft: ComposeDraft) {
  const onSent = jest.fn();
  const { result } = renderHook(() => useSendDraft(onSent, () => Promise.resolve(undefined)));
  await act(() => result.current.send(draft));
  return onSent;
}

const ready: ComposeDraft = { ...EMPTY_DRAFT, to: ['bob@example.org'], subject: 'Hi' };

describe('useSendDraft', () => {
  it.each([
    [{ ...EMPTY_DRAFT, subject: 'x' }, 'Recipient email is required.'],
    [{ ...EMPTY_DRAFT, to: ['bob@example.org'], cc: ['no way'] }, 'Invalid email address: no way'],
    [{ ...EMPTY_DRAFT, to: ['bob@example.org'], text: '  ' }, 'Subject or body is required.'],
    [
      {
        ...ready,
        attachments: [fileAttachment(new File([new Uint8Array(26 * 1024 * 1024)], 'big'))],
      },
      'Attachments can add up to 25 MB at most; these are 26.0 MB. Remove some, or share them by link.',
    ],
  ])('refuses %#, saying why, and sends nothing', async (draft, message) => {
    const onSent = await sendWith(draft);
    expect(alerts()).toEqual([`error: ${message}`]);
    expect(mockClient.sendMessage).not.toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('sends the MIME message from the signed-in user into the reply’s thread, then says so', async () => {
    mockClient.sendMessage.mockResolvedValue({ id: 's1', threadId: 't1', labelIds: ['SENT'] });
    const onSent = await sendWith({
      ...ready,
      threadId: 't1',
      inReplyTo: '<a@x>',
      references: ['<a@x>'],
    });
    const [{ raw, threadId }] = mockClient.sendMessage.mock.calls[0] as [
      { raw: Uint8Array; threadId: string },
    ];
    const text = new TextDecoder().decode(raw);
    expect(threadId).toBe('t1');
    expect(text).toMatch(/^From: "Lee, Ann" <ann@example\.com>\r$/m);
    expect(text).toMatch(/^In-Reply-To: <a@x>\r$/m);
    expect(alerts()).toEqual(['success: Email sent successfully.']);
    expect(published).toContainEqual({ type: 'mail/sent', id: 's1', threadId: 't1' });
    expect(onSent).toHaveBeenCalledWith({ id: 's1', threadId: 't1', labelIds: ['SENT'] });
  });

  it('never sends twice: a message already in Sent under its Message-ID counts as sent', async () => {
    mockClient.findSentByMessageId.mockResolvedValueOnce('s9');
    const onSent = await sendWith({ ...ready, messageId: '<fixed@example.com>' });
    expect(mockClient.findSentByMessageId).toHaveBeenCalledWith('<fixed@example.com>');
    expect(mockClient.sendMessage).not.toHaveBeenCalled();
    expect(alerts()).toEqual(['success: Email sent successfully.']);
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ id: 's9' }));
  });

  it('says "Failed to send email." when Gmail refuses, and hands nothing on', async () => {
    mockClient.sendMessage.mockRejectedValue(new Error('offline'));
    const onSent = await sendWith(ready);
    expect(alerts()).toEqual(['error: Failed to send email.']);
    expect(onSent).not.toHaveBeenCalled();
  });
});
