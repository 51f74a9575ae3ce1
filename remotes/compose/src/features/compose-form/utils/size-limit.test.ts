import { fileAttachment } from '@mail/drafts';
import { attachmentsOverLimit, MAX_ATTACHMENTS_BYTES } from './size-limit';

const fileOf = (bytes: number) => fileAttachment(new File([new Uint8Array(bytes)], 'a.bin'));

describe('attachmentsOverLimit', () => {
  it('lets 25 MB through', () => {
    expect(attachmentsOverLimit([fileOf(MAX_ATTACHMENTS_BYTES - 10), fileOf(10)])).toBeNull();
  });

  it('refuses more, saying by how much', () => {
    expect(attachmentsOverLimit([fileOf(20 * 1024 * 1024), fileOf(6 * 1024 * 1024)])).toBe(
      'Attachments can add up to 25 MB at most; these are 26.0 MB. Remove some, or share them by link.',
    );
  });
});
