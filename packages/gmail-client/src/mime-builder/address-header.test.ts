import { addressHeader } from './address-header';
import { parseWithPostalMime } from './mime-test-helpers';

async function parsedTo(header: string) {
  const parsed = await parseWithPostalMime(`${header}\r\nSubject: x\r\n\r\nbody`);
  return (parsed.to ?? []).map((address) => ({ name: address.name, address: address.address }));
}

describe('addressHeader', () => {
  it.each([
    [['ann@example.com'], 'To: <ann@example.com>'],
    [['Ann Lee <ann@example.com>'], 'To: Ann Lee <ann@example.com>'],
    [['"Doe, John" <j@x.io>'], 'To: "Doe, John" <j@x.io>'],
    [['John Q. Public <jqp@x.io>'], 'To: "John Q. Public" <jqp@x.io>'],
    [['"Say \\"hi\\"" <a@x.io>'], 'To: "Say \\"hi\\"" <a@x.io>'],
    [['Иван <ivan@x.ru>'], 'To: =?UTF-8?B?0JjQstCw0L0=?= <ivan@x.ru>'],
    [['a@x.io', 'b@x.io'], 'To: <a@x.io>, <b@x.io>'],
    [['a@x.io, B <b@x.io>'], 'To: <a@x.io>, B <b@x.io>'],
  ])('%j → %j', (entries, expected) => {
    expect(addressHeader('To', entries)).toBe(expected);
  });

  const mailboxes: [string, { name: string; address: string }[]][] = [
    ['ASCII', [{ name: 'Ann Lee', address: 'ann@example.com' }]],
    ['comma and quotes', [{ name: 'Doe, "JD" John', address: 'jd@example.com' }]],
    ['Cyrillic', [{ name: 'Иван Петрович Сидоров-Бирюков', address: 'ivan@example.ru' }]],
    [
      'CJK',
      [{ name: '山田太郎（営業部 東京本社 第一営業課 課長代理）', address: 'taro@example.jp' }],
    ],
    ['emoji', [{ name: 'Party 🎉👨‍👩‍👧‍👦 People', address: 'party@example.com' }]],
    ['looks encoded', [{ name: '=?UTF-8?B?eA==?=', address: 'odd@example.com' }]],
    [
      'many',
      Array.from({ length: 12 }, (_, i) => ({
        name: i % 2 ? `Person ${i}` : `Пользователь ${i}`,
        address: `user${i}@example.com`,
      })),
    ],
  ];

  it.each(mailboxes)(
    '%s: lines ≤ 78 and postal-mime reads back names and addresses',
    async (_label, list) => {
      const entries = list.map(
        ({ name, address }) => `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`,
      );
      const header = addressHeader('To', entries);
      expect(header.split('\r\n').every((line) => line.length <= 78)).toBe(true);
      expect(await parsedTo(header)).toEqual(list);
    },
  );

  it('neutralises line breaks in names', async () => {
    const header = addressHeader('To', ['"Evil\r\nBcc: x@y.io" <a@x.io>']);
    expect(header).not.toMatch(/\r\nBcc/);
    expect(await parsedTo(header)).toEqual([{ name: 'Evil Bcc: x@y.io', address: 'a@x.io' }]);
  });

  it.each([['not an address'], ['Ann <>'], ['']])('rejects %j', (entry) => {
    expect(() => addressHeader('To', [entry])).toThrow(/Not an e-mail address/);
  });

  it('rejects an address that would break the header', () => {
    expect(() => addressHeader('To', ['<a"b@x.io>'])).toThrow(/Not an e-mail address/);
  });
});
