import { toThreadMessage } from '@mail/gmail-client/thread';
import { replyContextOf } from './reply-context';

const header = (name: string, value: string) => ({ name, value });

function threadMessage(headers: { name: string; value: string }[]) {
  return toThreadMessage({
    id: 'm1',
    threadId: 't1',
    internalDate: '1700000000000',
    payload: { partId: '', mimeType: 'text/plain', headers, body: { size: 2, data: 'SGk' } },
  });
}

describe('replyContextOf', () => {
  it('hands over Reply-To, References and recipients with their names', () => {
    const context = replyContextOf(
      threadMessage([
        header('From', 'GitHub <notifications@github.example>'),
        header('Reply-To', 'octo/app <reply+T0K3N@reply.github.example>'),
        header('To', 'octo/app <app@noreply.github.example>, bare@example.com'),
        header('Cc', '"Watanabe, Kenji" <kenji@example.com>'),
        header('Message-ID', '<c2@github.example>'),
        header('References', '<root@github.example> <c1@github.example>'),
      ]),
    );
    expect(context).toMatchObject({
      from: 'GitHub <notifications@github.example>',
      replyTo: 'octo/app <reply+T0K3N@reply.github.example>',
      toList: ['octo/app <app@noreply.github.example>', 'bare@example.com'],
      ccList: ['"Watanabe, Kenji" <kenji@example.com>'],
      replyToMessageId: '<c2@github.example>',
      references: '<root@github.example> <c1@github.example>',
    });
  });

  it('leaves Reply-To and References out when the original has none', () => {
    const context = replyContextOf(threadMessage([header('From', 'ann@example.com')]));
    expect(context).not.toHaveProperty('replyTo');
    expect(context).not.toHaveProperty('references');
  });
});
