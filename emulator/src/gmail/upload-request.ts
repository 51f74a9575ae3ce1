import { invalidArgument } from '../server/api-error';
import type { ApiRequest } from '../server/api-types';
import { readJsonObject } from '../server/json-body';
import { parseMultipart } from '../server/multipart';

export interface Upload {
  raw: Buffer;
  /** The JSON metadata part of a multipart upload ({} for a media upload). */
  metadata: Record<string, unknown>;
}

const MEDIA_TYPE = 'message/rfc822';

function assertMediaType(contentType: string | undefined): void {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== MEDIA_TYPE) {
    throw invalidArgument(
      `Media type '${type}' is not supported. Valid media types: [${MEDIA_TYPE}]`,
    );
  }
}

/** Reads a message sent to an /upload/ URL, uploadType=media or multipart (JSON metadata + message). */
export function readUpload(req: ApiRequest, metadataFields: readonly string[]): Upload {
  const uploadType = req.query.get('uploadType');
  if (uploadType === 'media') {
    assertMediaType(req.headers['content-type']);
    return { raw: req.body, metadata: {} };
  }
  if (uploadType === 'multipart') {
    const parts = parseMultipart(req.body, req.headers['content-type']);
    const [meta, media] = parts;
    if (!meta || !media || parts.length !== 2) {
      throw invalidArgument(`Invalid multipart request with ${parts.length} mime parts.`);
    }
    assertMediaType(media.headers.get('content-type'));
    const metadata = readJsonObject({ ...req, body: meta.body }, metadataFields);
    return { raw: media.body, metadata };
  }
  throw invalidArgument(
    `Invalid upload type: ${uploadType ?? '(none)'}. Use uploadType=media or uploadType=multipart.`,
  );
}
