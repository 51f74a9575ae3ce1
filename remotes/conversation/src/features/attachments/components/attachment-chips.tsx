import { useCallback, useRef, useState } from 'react';
import type { AttachmentRef } from '@mail/gmail-client/thread';
import { AttachmentIcon } from '@mail/icons';
import { useAttachmentBytes } from '../hooks/use-attachment-bytes';
import { isPreviewable } from '../utils/attachment-kind';
import { formatFileSize, revealBidiControls } from '@mail/format';
import { saveFile } from '../../../lib/save-file';
import { AttachmentPreview } from './attachment-preview';

interface AttachmentChipsProps {
  messageId: string;
  attachments: AttachmentRef[];
}

/**
 * A message's attachments as chips (name, type, size). Images and PDFs open a preview; anything else
 * downloads at once. Nothing is downloaded before it is asked for.
 */
export function AttachmentChips({ messageId, attachments }: AttachmentChipsProps) {
  const loadBytes = useAttachmentBytes(messageId);
  const [previewed, setPreviewed] = useState<AttachmentRef | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);

  const download = useCallback(
    async (attachment: AttachmentRef) => {
      const bytes = await loadBytes(attachment);
      if (bytes) saveFile(bytes, attachment.filename);
    },
    [loadBytes],
  );

  const closePreview = () => {
    setPreviewed(null);
    openerRef.current?.focus();
  };

  return (
    <>
      <ul className="cv-chips" aria-label="Attachments">
        {attachments.map((attachment) => (
          <li key={attachment.partId}>
            <button
              type="button"
              className="cv-chip"
              title={`${revealBidiControls(attachment.filename)} (${attachment.mimeType})`}
              onClick={(event) => {
                if (!isPreviewable(attachment.mimeType)) {
                  void download(attachment);
                  return;
                }
                openerRef.current = event.currentTarget;
                setPreviewed(attachment);
              }}
            >
              <AttachmentIcon />
              <bdi className="cv-chip__name">{revealBidiControls(attachment.filename)}</bdi>
              <span className="cv-chip__meta">
                {attachment.mimeType} · {formatFileSize(attachment.size)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {previewed && (
        <AttachmentPreview
          attachment={previewed}
          loadBytes={(signal) => loadBytes(previewed, signal)}
          onDownload={() => void download(previewed)}
          onClose={closePreview}
        />
      )}
    </>
  );
}
