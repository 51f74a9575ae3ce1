import { fileAttachment } from '@mail/drafts';
import { formatFileSize } from '@mail/format';
import { MessageTooLargeError } from '@mail/gmail-client/drafts';
import { attachmentsOverLimit, MAX_ATTACHMENTS_BYTES, messageTooLarge } from './size-limit';

const fileOf = (bytes: number) => fileAttachment(new File([new Uint8Array(bytes)], 'a.bin'));

describe('attachmentsOverLimit', () => {
  it('lets 25 MB through', () => {
    expect(attachmentsOverLimit([fileOf(MAX_ATTACHMENTS_BYTES - 10), fileOf(10)])).toBeNull();
  });

  it('refuses more, saying by how much', () => {
    expect(attachmentsOverLimit([fileOf(20 * 1024 * 1024), fileOf(6 * 1024 * 1024)])).toBe(
      'Attachments can add up to 25 MB at most; these are 26 MB. Remove some, or share them by link.',
    );
  });

  it('says the size the attachment chip shows (27,000,000 bytes: 25.7 MB in both)', () => {
    const message = attachmentsOverLimit([fileOf(27_000_000)]);
    expect(formatFileSize(27_000_000)).toBe('25.7 MB');
    expect(message).toContain(`these are ${formatFileSize(27_000_000)}.`);
  });
});

describe('messageTooLarge', () => {
  it('says both sizes the way the chips do', () => {
    const error = new MessageTooLargeError(40_000_000, 35 * 1024 * 1024);
    expect(messageTooLarge(error)).toBe(
      'With its attachments and images this message is 38.1 MB; Gmail sends 35 MB at most. Remove some, or share them by link.',
    );
  });
});
