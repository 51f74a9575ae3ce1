import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTROL_SECRET_FILE, CONTROL_SECRET_HEADER, startEmulator } from '../index';
import { GMAIL, emulatorForThisFile } from '../test-support/harness';

const h = emulatorForThisFile();

describe('control endpoints', () => {
  it.each([
    ['no secret', {}],
    ['a wrong secret', { [CONTROL_SECRET_HEADER]: 'guessed' }],
    ['a wrong secret of the right length', { [CONTROL_SECRET_HEADER]: 'x'.repeat(43) }],
  ])('refuse a call with %s, doing nothing', async (_name, headers) => {
    const before = await h.control('/__emulator/faults');
    for (const [method, path] of [
      ['POST', '/__emulator/token'],
      ['POST', '/__emulator/expire-tokens'],
      ['PUT', '/__emulator/token-lifetime'],
      ['POST', '/__emulator/reset'],
      ['GET', '/__emulator/faults'],
      ['PUT', '/__emulator/faults'],
      ['GET', '/__emulator/requests'],
      ['DELETE', '/__emulator/requests'],
    ] as const) {
      const answer = await h.call(path, {
        method,
        token: null,
        headers,
        body: method === 'PUT' ? { errorRates: { '500': 1 }, seconds: 1 } : undefined,
      });
      expect([path, answer.status, answer.text]).toEqual([
        path,
        401,
        expect.not.stringContaining('ya29.'),
      ]);
    }
    expect((await h.control('/__emulator/faults')).json()).toEqual(before.json());
    expect((await h.call(`${GMAIL}/labels`)).status).toBe(200); // expire-tokens did not run
  });

  it('answer with the secret the running emulator holds', async () => {
    const answer = await h.control('/__emulator/token', { body: {} });
    expect(answer.status).toBe(200);
    expect(answer.json<{ access_token: string }>().access_token).toMatch(/^ya29\./);
  });

  it('use a new random secret at each start', async () => {
    const other = await startEmulator({ port: 0, fixturesDir: null, seed: false });
    try {
      expect(other.controlSecret).toMatch(/^[\w-]{43}$/);
      expect(other.controlSecret).not.toBe(h.emulator.controlSecret);
    } finally {
      await other.close();
    }
  });

  it('keep the secret in the data dir for the owner only, and remove it on close', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'emulator-secret-'));
    try {
      const emulator = await startEmulator({ port: 0, fixturesDir: null, seed: false, dataDir });
      const file = path.join(dataDir, CONTROL_SECRET_FILE);
      expect(readFileSync(file, 'utf8')).toBe(`${emulator.controlSecret}\n`);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      await emulator.close();
      expect(existsSync(file)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('token lifetime', () => {
  // JSON.parse reads 1e400 as Infinity: such a token would never expire and report expires_in null.
  it.each(['1e400', '-1', '1.5', '1e20', '"60"'])('refuses lifetimeSeconds %s', async (value) => {
    const answer = await h.control('/__emulator/token', {
      body: `{"lifetimeSeconds":${value}}`,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.text).not.toContain('ya29.');
  });

  it('accepts up to 12 hours, the longest Google grants', async () => {
    const answer = await h.control('/__emulator/token', { body: { lifetimeSeconds: 43_200 } });
    expect(answer.json<{ expires_in: number }>().expires_in).toBe(43_200);
  });

  it('sets the lifetime of the tokens issued from then on, as sign-in issues them', async () => {
    const lifetime = (body: unknown) =>
      h.control('/__emulator/token-lifetime', { method: 'PUT', body });
    try {
      expect((await lifetime({ seconds: 20 })).json()).toEqual({ seconds: 20 });
      const answer = await h.control('/__emulator/token', { body: {} });
      expect(answer.json<{ expires_in: number }>().expires_in).toBe(20);
      for (const seconds of [-1, 1.5, 43_201, '20', null]) {
        expect((await lifetime({ seconds })).status).toBe(400);
      }
    } finally {
      h.emulator.setTokenLifetime(3599);
    }
  });

  it('refuses an unending lifetime from code too', async () => {
    expect(() => h.emulator.issueToken({ lifetimeSeconds: Number.POSITIVE_INFINITY })).toThrow(
      RangeError,
    );
    await expect(
      startEmulator({ port: 0, fixturesDir: null, seed: false, tokenLifetimeSeconds: Infinity }),
    ).rejects.toThrow(RangeError);
  });
});
