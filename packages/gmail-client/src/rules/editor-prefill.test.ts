import { prefillEditor } from './editor-prefill';
import { quoteOriginal } from './quote-original';
import { replyContext } from './reply-context.fixture';

describe('prefillEditor', () => {
  const context = replyContext();
  const options = { timeZone: 'UTC' };

  it('reply: sender, Re: subject, quote, and threading on the original Message-ID', () => {
    expect(prefillEditor('reply', context, 'me@example.com', options)).toEqual({
      to: ['Ann Lee <ann@example.com>'],
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
    expect(prefill.to).toEqual(['Ann Lee <ann@example.com>', 'Bob <bob@example.org>']);
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

  it('reply: References carry the parent’s chain, then its Message-ID', () => {
    const prefill = prefillEditor(
      'reply',
      replyContext({ references: '<root@x.io>\r\n <second@x.io>' }),
      'me@example.com',
    );
    expect(prefill.inReplyTo).toBe('<orig-1@mail.example.com>');
    expect(prefill.references).toEqual([
      '<root@x.io>',
      '<second@x.io>',
      '<orig-1@mail.example.com>',
    ]);
  });

  it('reply to a crafted Message-ID with a space: left out, the chain and the thread kept', () => {
    const prefill = prefillEditor(
      'reply',
      replyContext({ replyToMessageId: '<crafted id@x.io>', references: '<root@x.io>' }),
      'me@example.com',
    );
    expect(prefill.inReplyTo).toBeUndefined();
    expect(prefill.references).toEqual(['<root@x.io>']);
    expect(prefill.threadId).toBe('thread-1');
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
