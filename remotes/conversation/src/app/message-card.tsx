import type { Ref } from 'react';
import { revealBidiControls } from '@mail/format';
import type { EmailAddress } from '@mail/gmail-client';
import type { ThreadMessage } from '@mail/gmail-client/thread';
import { AttachmentIcon, StarIcon } from '@mail/icons';
import { formatMessageDate } from '../lib/message-date';
import { AttachmentChips } from '../features/attachments/components/attachment-chips';
import { MessageBody } from '../features/mail-frame/components/message-body';
import { BodyErrorBoundary } from './body-error-boundary';

interface MessageCardProps {
  message: ThreadMessage;
  expanded: boolean;
  onToggle(): void;
  starred: boolean;
  onToggleStar(): void;
  /** The header button: what ↑/↓ move focus between. */
  headerRef: Ref<HTMLButtonElement>;
}

function AddressList({ label, addresses }: { label: string; addresses: EmailAddress[] }) {
  if (addresses.length === 0) return null;
  return (
    <p className="cv-message__recipients">
      <span className="cv-message__recipients-label">{label}: </span>
      {addresses.map((address, index) => (
        <span key={`${address.email}-${index}`}>
          {index > 0 && ', '}
          <bdi title={address.email}>{revealBidiControls(address.name || address.email)}</bdi>
          {address.name && <span className="cv-address"> &lt;{address.email}&gt;</span>}
        </span>
      ))}
    </p>
  );
}

/**
 * One message of the conversation. Collapsed: sender, snippet, icons and date. Expanded: the
 * sender's address, To, Cc, attachment chips and the body in its sandboxed frame. Names, snippets
 * and file names sit in <bdi>, so right-to-left text cannot reorder the text around them, and the
 * bidi controls in names show as markers, so a name reads as it was written.
 */
export function MessageCard({
  message,
  expanded,
  onToggle,
  starred,
  onToggleStar,
  headerRef,
}: MessageCardProps) {
  const hasAttachments = message.attachments.length > 0;
  const senderName = revealBidiControls(message.from.name);
  return (
    <article
      className={`cv-message ${expanded ? 'cv-message--expanded' : ''} ${message.isUnread ? 'cv-message--unread' : ''}`}
      data-message-id={message.id}
      aria-label={`Message from ${senderName}`}
    >
      <div className="cv-message__top">
        <button
          ref={headerRef}
          type="button"
          className="cv-message__header"
          aria-expanded={expanded}
          onClick={onToggle}
        >
          <span className="cv-message__from">
            <bdi className="cv-message__sender" title={message.from.email}>
              {senderName}
            </bdi>
            {expanded && message.from.email && (
              <span className="cv-address">
                {' '}
                &lt;<bdi>{message.from.email}</bdi>&gt;
              </span>
            )}
          </span>
          {!expanded && <bdi className="cv-message__snippet">{message.snippet}</bdi>}
          <span className="cv-message__meta">
            {hasAttachments && (
              <span className="cv-icon" title="Has attachments">
                <AttachmentIcon />
                <span className="visually-hidden">Has attachments</span>
              </span>
            )}
            <time
              className="cv-message__date"
              dateTime={new Date(message.internalDate).toISOString()}
            >
              {formatMessageDate(message.internalDate)}
            </time>
          </span>
        </button>
        {/* Beside the header, not in it: a button inside a button is neither valid nor reachable. */}
        <button
          type="button"
          className="cv-icon-button cv-message__star"
          aria-label="Star"
          aria-pressed={starred}
          title={starred ? 'Starred' : 'Not starred'}
          onClick={onToggleStar}
        >
          <StarIcon filled={starred} className={starred ? 'cv-star cv-star--on' : 'cv-star'} />
        </button>
      </div>
      {expanded && (
        <div className="cv-message__details">
          <AddressList label="To" addresses={message.to} />
          <AddressList label="Cc" addresses={message.cc} />
          {hasAttachments && (
            <AttachmentChips messageId={message.id} attachments={message.attachments} />
          )}
          <BodyErrorBoundary>
            <MessageBody message={message} />
          </BodyErrorBoundary>
        </div>
      )}
    </article>
  );
}
