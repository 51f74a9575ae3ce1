import { attachmentName, decodeEncodedWords, headerParameter } from './attachment-name';
import { headers } from './test-support/gmail-shapes';

describe('headerParameter', () => {
  it.each([
    ['plain, quoted', 'attachment; filename="a b.pdf"', 'a b.pdf'],
    ['plain, unquoted', 'attachment; filename=report.pdf', 'report.pdf'],
    ['quoted with escapes', 'attachment; filename="say \\"hi\\".txt"', 'say "hi".txt'],
    [
      'RFC 2231 written as a quoted string, which Gmail leaves unnamed',
      'attachment; filename*= "UTF-8\'\'Quarterly%20report.pdf"',
      'Quarterly report.pdf',
    ],
    ['RFC 2231 unquoted', "attachment; filename*=UTF-8''%E2%82%AC%20rates.pdf", '€ rates.pdf'],
    [
      'RFC 2231 continuations, charset and language, mixed encoded and quoted',
      'attachment; filename*1="K\\"oln"; filename*0*=iso-8859-1\'de\'Gr%FC%DFe%20; filename*2*=%2Epdf',
      'Grüße K"oln.pdf',
    ],
    [
      'RFC 2231 ahead of a plain name',
      'attachment; filename="plain.pdf"; filename*=utf-8\'\'ext%C3%A9.pdf',
      'exté.pdf',
    ],
    [
      'RFC 2047 in a quoted name',
      'attachment; filename="=?UTF-8?B?csOpc3Vtw6k=?= 2024.pdf"',
      'résumé 2024.pdf',
    ],
    ['RFC 2047 unquoted', 'attachment; filename==?iso-8859-1?Q?caf=E9_menu?=.pdf', 'café menu.pdf'],
    ['an unknown charset as UTF-8', "attachment; filename*=x-nonsense''%C3%A9.txt", 'é.txt'],
  ])('reads %s', (_, value, expected) => {
    expect(headerParameter(value, 'filename')).toBe(expected);
  });

  it('answers undefined when the parameter is absent, and reads only the one asked for', () => {
    expect(headerParameter('attachment', 'filename')).toBeUndefined();
    expect(headerParameter('application/pdf; name="n.pdf"', 'filename')).toBeUndefined();
    expect(headerParameter('attachment; xfilename="x.pdf"', 'filename')).toBeUndefined();
  });
});

describe('decodeEncodedWords', () => {
  it('joins adjacent words and keeps text around them', () => {
    expect(decodeEncodedWords('Re: =?UTF-8?Q?Gr=C3=BC?= =?UTF-8?Q?=C3=9Fe?= all')).toBe(
      'Re: Grüße all',
    );
  });
});

describe('attachmentName', () => {
  const part = (filename: string, mimeType: string, values: Record<string, string> = {}) => ({
    partId: '1',
    mimeType,
    filename,
    headers: headers(values),
    body: { size: 10, attachmentId: 'a1' },
  });

  it('keeps the name Gmail gives', () => {
    expect(attachmentName(part('scan.pdf', 'application/pdf'))).toBe('scan.pdf');
  });

  it('names from the disposition, then the type’s name, when Gmail gives ""', () => {
    const quoted = 'attachment; filename*= "UTF-8\'\'Quarterly%20report.pdf"';
    expect(
      attachmentName(
        part('', 'application/pdf', {
          'Content-Type': 'application/pdf; name*="UTF-8\'\'From%20type.pdf"',
          'Content-Disposition': quoted,
        }),
      ),
    ).toBe('Quarterly report.pdf');
    expect(
      attachmentName(
        part('', 'application/pdf', {
          'Content-Type': 'application/pdf; name*="UTF-8\'\'From%20type.pdf"',
          'Content-Disposition': 'attachment',
        }),
      ),
    ).toBe('From type.pdf');
  });

  it.each([
    ['application/pdf', 'attachment.pdf'],
    ['image/jpeg', 'attachment.jpg'],
    ['image/heic', 'attachment.heic'],
    ['text/plain', 'attachment.txt'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'attachment.xlsx'],
    ['application/x-weird+xml', 'attachment.bin'],
  ])('names a part with no name anywhere by its type: %s', (mimeType, expected) => {
    expect(
      attachmentName(part('', mimeType, { 'Content-Disposition': 'attachment; filename=" "' })),
    ).toBe(expected);
  });
});
