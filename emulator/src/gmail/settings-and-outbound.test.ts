import { SCOPES } from '../auth/scopes';
import { emulatorForThisFile } from '../test-support/harness';

const h = emulatorForThisFile({ seed: false });
const ME = 'demo@example.com';

describe('settings.sendAs', () => {
  it('lists the primary address as the default one, with its signature', async () => {
    const { sendAs } = await h.json<gapi.client.gmail.ListSendAsResponse>(
      '/gmail/v1/users/me/settings/sendAs',
    );
    expect(sendAs).toHaveLength(1);
    expect(sendAs?.[0]).toMatchObject({ sendAsEmail: ME, isPrimary: true, isDefault: true });
    expect(sendAs?.[0]?.signature).toContain('Demo User');
    // Those concern custom "from" aliases only.
    expect(sendAs?.[0]).not.toHaveProperty('treatAsAlias');
    expect(sendAs?.[0]).not.toHaveProperty('verificationStatus');
  });

  it('get names the address; another one is 404', async () => {
    const one = await h.json<gapi.client.gmail.SendAs>(`/gmail/v1/users/me/settings/sendAs/${ME}`);
    expect(one.isDefault).toBe(true);
    const other = await h.call('/gmail/v1/users/me/settings/sendAs/someone@example.org');
    expect(other.status).toBe(404);
  });

  it('fields trims the answer as everywhere', async () => {
    const trimmed = await h.json('/gmail/v1/users/me/settings/sendAs?fields=sendAs(isDefault)');
    expect(trimmed).toEqual({ sendAs: [{ isDefault: true }] });
  });

  it.each([
    ['gmail.readonly', SCOPES.gmailReadonly, 200],
    ['gmail.modify', SCOPES.gmailModify, 200],
    ['gmail.settings.basic', SCOPES.gmailSettingsBasic, 200],
    ['gmail.send', SCOPES.gmailSend, 403],
    ['gmail.compose', SCOPES.gmailCompose, 403],
    ['gmail.metadata', SCOPES.gmailMetadata, 403],
  ])('a token with %s alone gets %i', async (_name, scope, status) => {
    const token = h.emulator.issueToken({ scopes: [scope] });
    expect((await h.call('/gmail/v1/users/me/settings/sendAs', { token })).status).toBe(status);
  });
});

describe('what recipients get of a sent message', () => {
  const raw = [
    `From: ${ME}`,
    'To: Ann <ann@example.org>',
    'Bcc: Hidden Person <hidden@example.net>,',
    ' other@example.net',
    'Subject: A quiet copy',
    '',
    'Hello',
  ].join('\r\n');

  it('goes to To, Cc and Bcc; Bcc stays in Sent and leaves what is delivered', async () => {
    const sent = await h.json<{ id: string }>('/gmail/v1/users/me/messages/send', {
      body: { raw: Buffer.from(raw).toString('base64url') },
    });
    const own = await h.json<gapi.client.gmail.Message>(
      `/gmail/v1/users/me/messages/${sent.id}?format=raw`,
    );
    expect(Buffer.from(own.raw ?? '', 'base64url').toString()).toContain('Bcc: Hidden Person');

    const { deliveries } = await h
      .control('/__emulator/outbound')
      .then((answer) =>
        answer.json<{ deliveries: { messageId: string; recipients: string[]; raw: string }[] }>(),
      );
    const delivery = deliveries.find(({ messageId }) => messageId === sent.id);
    expect(delivery?.recipients).toEqual([
      'ann@example.org',
      'hidden@example.net',
      'other@example.net',
    ]);
    const delivered = Buffer.from(delivery?.raw ?? '', 'base64url').toString();
    // A Bcc header line or a hidden address; not "bcc" anywhere (the random Message-ID can hold it).
    expect(delivered).not.toMatch(/^bcc:|hidden|other@/im);
    expect(delivered).toContain('To: Ann <ann@example.org>\r\nSubject: A quiet copy');
  });
});
