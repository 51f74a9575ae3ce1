import { makeDocx } from './docx';
import { readZip } from './test-support';
import { makeZip } from './zip';

describe('makeZip', () => {
  const modified = new Date(Date.UTC(2025, 4, 17, 13, 45, 30));

  it('stores entries with matching local headers, directory and CRC-32', () => {
    const zip = makeZip(
      [
        { name: 'README.md', data: Buffer.from('# Hello\n') },
        { name: 'données/été.csv', data: Buffer.from('a,b\n1,2\n') },
        { name: 'empty.txt', data: Buffer.alloc(0) },
      ],
      modified,
    );
    const entries = readZip(zip);
    expect([...entries.keys()]).toEqual(['README.md', 'données/été.csv', 'empty.txt']);
    expect(entries.get('données/été.csv')?.toString()).toBe('a,b\n1,2\n');
    expect(zip.readUInt16LE(6) & 0x0800).toBe(0x0800); // names are UTF-8
  });

  it('writes the modification time in MS-DOS format', () => {
    const zip = makeZip([{ name: 'a', data: Buffer.from('x') }], modified);
    const time = zip.readUInt16LE(10);
    const day = zip.readUInt16LE(12);
    expect([time >> 11, (time >> 5) & 63, (time & 31) * 2]).toEqual([13, 45, 30]);
    expect([(day >> 9) + 1980, (day >> 5) & 15, day & 31]).toEqual([2025, 5, 17]);
  });

  it('detects a corrupted entry', () => {
    const zip = makeZip([{ name: 'a.txt', data: Buffer.from('hello') }], modified);
    const firstDataByte = 30 + 'a.txt'.length;
    zip.writeUInt8(zip.readUInt8(firstDataByte) ^ 1, firstDataByte);
    expect(() => readZip(zip)).toThrow(/CRC/);
  });
});

describe('makeDocx', () => {
  it('is a zip with the three parts Word needs, text escaped', () => {
    const docx = makeDocx({
      title: 'Proposal',
      paragraphs: ['Tom & Jerry <3', 'Größe'],
      modified: new Date(0),
    });
    const entries = readZip(docx);
    expect([...entries.keys()].sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
    ]);
    const document = entries.get('word/document.xml')?.toString('utf8') ?? '';
    expect(document).toContain('Tom &#38; Jerry &#60;3');
    expect(document).toContain('Größe');
    expect(entries.get('_rels/.rels')?.toString()).toContain('Target="word/document.xml"');
  });
});
