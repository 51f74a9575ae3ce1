import { formatFileSize, revealBidiControls } from '@mail/format';
import { attachmentName, attachmentSize, type DraftAttachment } from '@mail/drafts';
import './attachment-list.css';

interface AttachmentListProps {
  attachments: readonly DraftAttachment[];
  onRemove(id: string): void;
}

/** The files going with the message: name (bidi controls shown), size and a remove button each. */
export function AttachmentList({ attachments, onRemove }: AttachmentListProps) {
  if (attachments.length === 0) return null;
  return (
    <ul className="cp-attachments" aria-label="Attachments">
      {attachments.map((attachment) => {
        const name = revealBidiControls(attachmentName(attachment));
        return (
          <li key={attachment.id} className="cp-attachment">
            <bdi className="cp-attachment__name">{name}</bdi>
            <span className="cp-attachment__size">
              {formatFileSize(attachmentSize(attachment))}
            </span>
            <button
              type="button"
              className="cp-attachment__remove"
              aria-label={`Remove ${name}`}
              title="Remove"
              onClick={() => onRemove(attachment.id)}
            >
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}
