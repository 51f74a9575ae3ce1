import { readHeaderSection } from '../mime/header-section';
import { splitMultipart } from '../mime/multipart';
import { parseStructuredHeader } from '../mime/structured-header';
import { invalidArgument } from './api-error';

export interface MimePart {
  /** Header names lower-cased. */
  headers: Map<string, string>;
  body: Buffer;
}

/** An entity's header fields, keyed by lower-cased name, and the body after them. */
export function readEntity(entity: Buffer): MimePart {
  const { fields, bodyStart } = readHeaderSection(entity);
  return {
    headers: new Map(fields.map((field) => [field.name.toLowerCase(), field.value])),
    body: entity.subarray(bodyStart),
  };
}

/** Parses a multipart request body (batch, multipart upload) with the MIME reader's RFC 2046 rules. */
export function parseMultipart(body: Buffer, contentType: string | undefined): MimePart[] {
  const boundary = contentType
    ? parseStructuredHeader(contentType).params.get('boundary')
    : undefined;
  if (!boundary) throw invalidArgument('Invalid multipart request with 0 mime parts.');
  return splitMultipart(body, boundary).map(readEntity);
}
