import { encodeBatchRequest, parseBatchResponse } from './batch-codec';
import { GoogleApiError } from './errors';

describe('encodeBatchRequest', () => {
  it('writes one application/http part per request with CRLF lines and a closing delimiter', () => {
    const body = encodeBatchRequest(
      [
        { id: 'item-0', method: 'GET', path: '/gmail/v1/users/me/threads/a?format=full' },
        { id: 'item-1', method: 'GET', path: '/gmail/v1/users/me/threads/b?format=full' },
      ],
      'b123',
    );
    expect(body).toBe(
      '--b123\r\nContent-Type: application/http\r\nContent-ID: <item-0>\r\n\r\n' +
        'GET /gmail/v1/users/me/threads/a?format=full\r\n\r\n' +
        '--b123\r\nContent-Type: application/http\r\nContent-ID: <item-1>\r\n\r\n' +
        'GET /gmail/v1/users/me/threads/b?format=full\r\n\r\n' +
        '--b123--\r\n',
    );
  });

  it('gives a part with a body its own JSON Content-Type, and a bodiless POST none', () => {
    const body = encodeBatchRequest(
      [
        { id: 'item-0', method: 'POST', path: '/t/a/modify', body: '{"removeLabelIds":["INBOX"]}' },
        { id: 'item-1', method: 'POST', path: '/t/b/trash' },
      ],
      'b9',
    );
    expect(body).toBe(
      '--b9\r\nContent-Type: application/http\r\nContent-ID: <item-0>\r\n\r\n' +
        'POST /t/a/modify\r\nContent-Type: application/json\r\n\r\n{"removeLabelIds":["INBOX"]}\r\n' +
        '--b9\r\nContent-Type: application/http\r\nContent-ID: <item-1>\r\n\r\n' +
        'POST /t/b/trash\r\n\r\n' +
        '--b9--\r\n',
    );
  });
});

describe('parseBatchResponse', () => {
  const answer = [
    '--batch_xyz',
    'Content-Type: application/http',
    'Content-ID: <response-item-0>',
    '',
    'HTTP/1.1 200 OK',
    'Content-Type: application/json; charset=UTF-8',
    'Vary: Origin',
    '',
    '{"id":"a","messages":[]}',
    '--batch_xyz',
    'Content-Type: application/http',
    'Content-ID: <response-item-1>',
    '',
    'HTTP/1.1 429 Too Many Requests',
    'Content-Type: application/json; charset=UTF-8',
    'Retry-After: 3',
    '',
    '{"error":{"code":429,"message":"Too many concurrent requests for user"}}',
    '--batch_xyz--',
    '',
  ];

  it('reads each part: id, status, headers and body, including a failed part', () => {
    const parts = parseBatchResponse('multipart/mixed; boundary=batch_xyz', answer.join('\r\n'));
    expect(parts).toHaveLength(2);
    expect(parts[0]).toMatchObject({ id: 'item-0', status: 200, text: '{"id":"a","messages":[]}' });
    expect(parts[1]).toMatchObject({ id: 'item-1', status: 429 });
    expect(parts[1]?.headers.get('retry-after')).toBe('3');
    expect(JSON.parse(parts[1]?.text ?? '')).toEqual({
      error: { code: 429, message: 'Too many concurrent requests for user' },
    });
  });

  it('accepts LF line endings and a quoted boundary', () => {
    const parts = parseBatchResponse('multipart/mixed; boundary="batch_xyz"', answer.join('\n'));
    expect(parts.map((part) => [part.id, part.status])).toEqual([
      ['item-0', 200],
      ['item-1', 429],
    ]);
  });

  it('leaves the id undefined for a part without Content-ID', () => {
    const body =
      '--b\r\nContent-Type: application/http\r\n\r\nHTTP/1.1 404 Not Found\r\n\r\n{}\r\n--b--';
    expect(parseBatchResponse('multipart/mixed; boundary=b', body)).toEqual([
      expect.objectContaining({ id: undefined, status: 404, text: '{}' }),
    ]);
  });

  it('rejects an answer that is not multipart', () => {
    expect(() => parseBatchResponse('application/json', '{}')).toThrow(GoogleApiError);
  });
});
