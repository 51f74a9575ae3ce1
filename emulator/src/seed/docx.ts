import { makeZip } from './zip';

export interface DocxDocument {
  title: string;
  paragraphs: readonly string[];
  modified: Date;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function paragraph(text: string, heading = false): string {
  const style = heading ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : '';
  return `<w:p><w:r>${style}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
}

/** The smallest WordprocessingML package Word opens: content types, package rels, the document. */
export function makeDocx(document: DocxDocument): Buffer {
  const contentTypes =
    XML_DECLARATION +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
    '</Types>';
  const rels =
    XML_DECLARATION +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
    '</Relationships>';
  const body =
    XML_DECLARATION +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
    paragraph(document.title, true) +
    document.paragraphs.map((text) => paragraph(text)).join('') +
    '</w:body></w:document>';
  return makeZip(
    [
      { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
      { name: '_rels/.rels', data: Buffer.from(rels) },
      { name: 'word/document.xml', data: Buffer.from(body) },
    ],
    document.modified,
  );
}
