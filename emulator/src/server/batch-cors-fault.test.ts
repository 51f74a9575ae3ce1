import { request } from 'node:http';
import { GMAIL, emulatorForThisFile } from '../test-support/harness';
import { DEFAULT_FAULTS } from './faults';

const PRODUCT_ORIGIN = 'http://localhost:3000';
const h = emulatorForThisFile({ client: { origins: [PRODUCT_ORIGIN], redirectUris: [] } });

/** A browser's preflight of a POST from the product's page (Node's fetch would not send one). */
function preflight(path: string): Promise<Record<string, string | string[] | undefined>> {
  return new Promise((resolve, reject) => {
    const options = {
      method: 'OPTIONS',
      headers: {
        Origin: PRODUCT_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    };
    const req = request(`${h.emulator.origin}${path}`, options, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    });
    req.on('error', reject);
    req.end();
  });
}

afterEach(() => {
  h.emulator.setFaults(structuredClone(DEFAULT_FAULTS));
});

test('batchCorsRefused: the batch endpoints’ preflight grants nothing, every other path’s does', async () => {
  expect((await preflight('/batch/gmail/v1'))['access-control-allow-origin']).toBe(PRODUCT_ORIGIN);

  const set = await h.control('/__emulator/faults', {
    method: 'PUT',
    body: { batchCorsRefused: true },
  });
  expect(set.json()).toMatchObject({ batchCorsRefused: true });

  for (const path of ['/batch/gmail/v1', '/batch/calendar/v3']) {
    const refused = await preflight(path);
    expect(refused['access-control-allow-origin']).toBeUndefined();
    expect(refused['access-control-allow-methods']).toBeUndefined();
    expect(refused['access-control-allow-headers']).toBeUndefined();
  }
  const single = await preflight(`${GMAIL}/threads`);
  expect(single['access-control-allow-origin']).toBe(PRODUCT_ORIGIN);
  expect(single['access-control-allow-headers']).toBe('authorization,content-type');
});

test('a caller without CORS (Node) still gets its batch answered', async () => {
  h.emulator.setFaults({ batchCorsRefused: true });
  const body =
    '--b\r\nContent-Type: application/http\r\n\r\nGET /gmail/v1/users/me/labels/INBOX\r\n\r\n--b--\r\n';
  const answer = await h.call('/batch/gmail/v1', {
    body,
    headers: { 'Content-Type': 'multipart/mixed; boundary=b' },
  });
  expect(answer.status).toBe(200);
  expect(answer.text).toContain('HTTP/1.1 200');
});

test('batchCorsRefused must be a boolean', async () => {
  const answer = await h.control('/__emulator/faults', {
    method: 'PUT',
    body: { batchCorsRefused: 'yes' },
  });
  expect(answer.status).toBe(400);
  expect(answer.text).toContain('batchCorsRefused must be true or false');
});
