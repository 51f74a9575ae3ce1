// The signature read from the local Google stand-in over real HTTP on 127.0.0.1.
import { startEmulator } from '@mail/emulator';
import { emulatorClient } from '../test-support/emulator-client';
import { defaultSignature } from '.';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;

const AUTH = 'https://www.googleapis.com/auth/';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, fixturesDir: null, seed: false });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.clearRequestLog());
afterEach(() => jest.restoreAllMocks());

const sendAsCalls = () =>
  emulator.requestLog().filter((entry) => entry.path.includes('/settings/sendAs'));

const clientWith = (scope: string) => {
  const token = emulator.issueToken({ scopes: [`${AUTH}${scope}`] });
  return emulatorClient(emulator.origin, () => token, { retry: { maxRetries: 0 } });
};

test("reads the default address's signature once per client", async () => {
  const client = clientWith('gmail.modify');
  const [first, second] = await Promise.all([defaultSignature(client), defaultSignature(client)]);
  expect(first).toContain('<b>Demo User</b>');
  expect(second).toBe(first);
  expect(await defaultSignature(client)).toBe(first);
  expect(sendAsCalls()).toHaveLength(1);
  expect(sendAsCalls()[0]?.path).toContain('fields=sendAs');
});

test('a refused call means no signature, logged, and is asked again next time', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // gmail.send does not allow settings.sendAs.list: Google answers 403.
  const client = clientWith('gmail.send');
  expect(await defaultSignature(client)).toBe('');
  expect(warn).toHaveBeenCalledTimes(1);
  expect(await defaultSignature(client)).toBe('');
  expect(sendAsCalls().map((entry) => entry.status)).toEqual([403, 403]);
});
