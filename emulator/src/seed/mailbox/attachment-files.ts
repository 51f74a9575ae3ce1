import { makeIcs, type IcsInvite } from '../ics';
import { seedFile } from '../seed-data';

/** A file as it is attached to a message. */
export interface AttachmentFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/**
 * A file of emulator/seed-data/files attached under its own name, or under `name` (several messages
 * attach the same photo or screenshot under names of their own).
 */
export type FileRef = string | { file: string; name: string };

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  log: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
};

export function attachFile(ref: FileRef): AttachmentFile {
  const { file, name } = typeof ref === 'string' ? { file: ref, name: ref } : ref;
  const contentType = CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)];
  if (!contentType) throw new Error(`seed file ${file}: no content type for its extension`);
  return { filename: name, contentType, data: seedFile(file) };
}

export function icsAttachment(invite: IcsInvite): AttachmentFile {
  return { filename: 'invite.ics', contentType: 'application/ics', data: makeIcs(invite) };
}
