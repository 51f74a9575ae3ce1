import { EMPTY_DRAFT } from '@mail/drafts';
import { correspondentStore } from '@mail/gmail-client/contacts';
import { rememberRecipients } from './correspondents';

const getProfile = jest.fn();
jest.mock('@mail/gmail-client', () => ({ getGoogleClient: () => ({ getProfile }) }));
jest.mock('@mail/gmail-client/contacts', () => ({
  correspondentStore: { rememberWritten: jest.fn() },
}));

const rememberWritten = jest.mocked(correspondentStore.rememberWritten);
let warn: jest.SpyInstance;
beforeEach(() => {
  getProfile.mockReset().mockResolvedValue({ name: 'Demo', email: 'demo@example.com' });
  rememberWritten.mockReset().mockResolvedValue(undefined);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const draft = {
  ...EMPTY_DRAFT,
  to: ['Kenji Watanabe <kenji.watanabe@example.com>', 'ann@example.org'],
  cc: ['"Lee, Bo" <bo@example.org>'],
  bcc: ['boss@example.org'],
};

test("a send counts its To, Cc and Bcc, with their names, as written to under the user's account", async () => {
  await rememberRecipients(draft);
  expect(rememberWritten).toHaveBeenCalledWith('demo@example.com', [
    { name: 'Kenji Watanabe', email: 'kenji.watanabe@example.com' },
    { name: '', email: 'ann@example.org' },
    { name: 'Lee, Bo', email: 'bo@example.org' },
    { name: '', email: 'boss@example.org' },
  ]);
});

test('a device that cannot keep them, or an unknown account, costs nothing but a console line', async () => {
  rememberWritten.mockRejectedValueOnce(new Error('QuotaExceededError'));
  await expect(rememberRecipients(draft)).resolves.toBeUndefined();
  getProfile.mockRejectedValueOnce(new Error('offline'));
  await expect(rememberRecipients(draft)).resolves.toBeUndefined();
  expect(rememberWritten).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledTimes(2);
});
