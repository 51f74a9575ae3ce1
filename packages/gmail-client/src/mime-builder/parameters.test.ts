import {
  asciiFallbackName,
  headerWithParameters,
  parameterTokens,
  safeMimeType,
} from './parameters';
import { parseWithPostalMime } from './mime-test-helpers';

async function filenameSeenByPostalMime(header: string): Promise<string | null | undefined> {
  const raw =
    'Content-Type: multipart/mixed; boundary="b"\r\n\r\n--b\r\n' +
    `Content-Type: application/octet-stream\r\n${header}\r\nContent-Transfer-Encoding: base64\r\n\r\nAA==\r\n--b--\r\n`;
  return (await parseWithPostalMime(raw)).attachments[0]?.filename;
}

describe('parameterTokens', () => {
  it.each([
    ['report.pdf', ['filename="report.pdf"']],
    ['with space.txt', ['filename="with space.txt"']],
    ['отчёт.pdf', [`filename*=UTF-8''%D0%BE%D1%82%D1%87%D1%91%D1%82.pdf`]],
    ['say "hi".txt', [`filename*=UTF-8''say%20%22hi%22.txt`]],
    ['50%.txt', ['filename="50%.txt"']],
    ['=?UTF-8?B?eA==?=', [`filename*=UTF-8''%3D%3FUTF-8%3FB%3FeA%3D%3D%3F%3D`]],
  ])('%j → %j', (value, expected) => {
    expect(parameterTokens('filename', value)).toEqual(expected);
  });

  it('splits a long value into RFC 2231 continuations that never cut a character', () => {
    const name = `${'длинное имя файла '.repeat(6)}.pdf`;
    const tokens = parameterTokens('filename', name);
    expect(tokens.length).toBeGreaterThan(1);
    tokens.forEach((token, index) => {
      expect(token.startsWith(index === 0 ? "filename*0*=UTF-8''" : `filename*${index}*=`)).toBe(
        true,
      );
      expect(token.length + 2).toBeLessThanOrEqual(78);
      const value = token.slice(token.indexOf('=') + 1).replace(/^UTF-8''/, '');
      expect(decodeURIComponent(value)).not.toContain('\ufffd');
    });
    const joined = tokens.map((t) => t.slice(t.indexOf('=') + 1).replace(/^UTF-8''/, '')).join('');
    expect(decodeURIComponent(joined)).toBe(name);
  });

  it('uses continuations for a long ASCII name too', () => {
    const name = `${'a'.repeat(120)}.txt`;
    const tokens = parameterTokens('filename', name);
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.every((token) => token.length + 2 <= 78)).toBe(true);
  });
});

describe('headerWithParameters', () => {
  it('joins parameters with semicolons on one line when they fit', () => {
    expect(headerWithParameters('Content-Type', 'text/plain', [['charset', 'UTF-8']])).toBe(
      'Content-Type: text/plain; charset="UTF-8"',
    );
  });

  it.each([
    ['report.pdf'],
    ['отчёт за 2024 год.pdf'],
    ['会議の議事録と次回の予定についての資料（最終版）ご確認ください.xlsx'],
    ['🎉👨‍👩‍👧‍👦 party photos.zip'],
    [`${'a'.repeat(150)}.txt`],
    ['quote " and \\ backslash.txt'],
  ])('%j: lines ≤ 78 and postal-mime reads the exact name', async (name) => {
    const header = headerWithParameters('Content-Disposition', 'attachment', [['filename', name]]);
    expect(header.split('\r\n').every((line) => line.length <= 78)).toBe(true);
    expect(await filenameSeenByPostalMime(header)).toBe(name);
  });
});

describe('asciiFallbackName', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['résumé.pdf', 'resume.pdf'],
    ['отчёт.pdf', '_____.pdf'],
    ['say "hi" \\.txt', 'say _hi_ _.txt'],
    [`${'x'.repeat(100)}.docx`, `${'x'.repeat(55)}.docx`],
    [`${'y'.repeat(100)}`, 'y'.repeat(60)],
  ])('%j → %j', (name, expected) => {
    expect(asciiFallbackName(name)).toBe(expected);
  });
});

describe('safeMimeType', () => {
  it.each([
    ['application/pdf', 'application/pdf'],
    [' Image/PNG ', 'image/png'],
    [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['', 'application/octet-stream'],
    ['weird', 'application/octet-stream'],
    ['text/plain; charset=x', 'application/octet-stream'],
    ['a/b\r\nX-Injected: 1', 'application/octet-stream'],
  ])('%j → %j', (type, expected) => {
    expect(safeMimeType(type)).toBe(expected);
  });
});
