import { prefillEditor } from './editor-prefill';
import { quoteOriginal } from './quote-original';
import { replyContext } from './reply-context.fixture';

describe('prefillEditor', () => {
  const context = replyContext();
  const options = { timeZone: 'UTC' };

  it('reply: sender, Re: subject, quote, and threading on the original Message-ID', () => {
    expect(prefillEditor('reply', context, 'me@example.com', options)).toEqual({
      to: ['ann@example.com'],
      cc: [],
      subject: 'Re: Quarterly numbers',
      html: quoteOriginal(context, 'reply', options),
      inReplyTo: '<orig-1@mail.example.com>',
      references: ['<orig-1@mail.example.com>'],
      threadId: 'thread-1',
    });
  });

  it('reply all: everyone but me', () => {
    const prefill = prefillEditor('replyAll', context, 'me@example.com', options);
    expect(prefill.to).toEqual(['ann@example.com', 'bob@example.org']);
    expect(prefill.cc).toEqual(['carol@example.net']);
    expect(prefill.threadId).toBe('thread-1');
  });

  it('forward: no recipients, Fwd: subject, not threaded', () => {
    expect(prefillEditor('forward', context, 'me@example.com', options)).toEqual({
      to: [],
      cc: [],
      subject: 'Fwd: Quarterly numbers',
      html: quoteOriginal(context, 'forward', options),
    });
  });

  it('reply without a Message-ID still goes into the thread', () => {
    const prefill = prefillEditor(
      'reply',
      replyContext({ replyToMessageId: '' }),
      'me@example.com',
    );
    expect(prefill.inReplyTo).toBeUndefined();
    expect(prefill.references).toBeUndefined();
    expect(prefill.threadId).toBe('thread-1');
  });
});
