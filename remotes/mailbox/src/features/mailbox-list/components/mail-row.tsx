import { memo, type MouseEvent } from 'react';
import type { MailListItem } from '@mail/gmail-client';
import { AttachmentIcon } from '@mail/icons';
import type { RowLabels } from '../../../lib/row-labels';
import { rowText } from '../../../lib/row-text';
import { usePrefetchIntent } from '../hooks/use-prefetch-intent';
import { AttachmentChips } from './attachment-chips';
import { StarButton } from './star-button';

export interface MailRowProps {
  item: MailListItem;
  /** Local midnight of today: today's mail shows its time, older mail its date. */
  today: number;
  /** Sent and Drafts: the row names the recipients ("To: Ann, Bob") instead of the sender. */
  showRecipients?: boolean;
  /** The user's labels, once loaded: the row shows its user labels as chips. */
  rowLabels?: RowLabels;
  onOpen(item: MailListItem): void;
  onToggleStar(item: MailListItem): void;
  selected: boolean;
  /** Its checkbox was clicked; `extendRange` with Shift held. */
  onSelect(threadId: string, extendRange: boolean): void;
  /** Drafts view: the row's Discard draft button. */
  onDiscardDraft?(item: MailListItem): void;
}

/** A click the browser should handle itself: new tab, new window, download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Text for screen readers only, 1 px in the row grid's empty first cell (mail-list.css). An element,
 * not a component: a page of rows has a hundred of them, each a component to render again on every
 * page change.
 */
const unseen = (text: string) => <span className="visually-hidden">{text}</span>;

/**
 * One conversation: a link to /email/{threadId}/{messageId}. Sender, subject, snippet and file names
 * sit in <bdi>: right-to-left text in one cannot reorder the others.
 *
 * Its accessible name is its visible text (WCAG 2.5.3, label in name), in reading order, with what
 * only the look says spoken around it: "Unread, Ann Lee 3 messages, Lunch, 9:05 AM, starred, has
 * attachments, q3.pdf". The snippet is its description instead, said after a pause: the one shown is
 * aria-hidden, and the description is a hidden copy outside the link (Chromium puts a node that
 * aria-describedby points to into its ancestors' names even under aria-hidden).
 */
export const MailRow = memo(function MailRow({
  item,
  today,
  showRecipients,
  rowLabels,
  onOpen,
  onToggleStar,
  selected,
  onSelect,
  onDiscardDraft,
}: MailRowProps) {
  const text = rowText(item, today);
  const snippetId = `mb-snippet-${item.threadId}`;
  const prefetchIntent = usePrefetchIntent(item.threadId);
  return (
    <li className="mb-list__item">
      {/* Out of the Tab order like the star: `x` selects the focused row. */}
      <input
        type="checkbox"
        className="mb-row__select"
        aria-label={`Select ${text.sender}, ${text.subject}`}
        checked={selected}
        tabIndex={-1}
        onChange={(event) => {
          const click = event.nativeEvent;
          onSelect(item.threadId, click instanceof MouseEvent && click.shiftKey);
        }}
      />
      <StarButton starred={item.isStarred} onToggle={() => onToggleStar(item)} />
      <a
        className={`mb-row ${item.isUnread ? 'mb-row--unread' : 'mb-row--read'}`}
        href={`/email/${encodeURIComponent(item.threadId)}/${encodeURIComponent(item.id)}`}
        aria-describedby={text.snippet ? snippetId : undefined}
        data-mail-row=""
        data-thread-id={item.threadId}
        {...prefetchIntent}
        onClick={(event) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          onOpen(item);
        }}
      >
        {text.stateBefore && unseen(`${text.stateBefore}, `)}
        <span className="mb-row__sender">
          <bdi className="mb-row__sender-name">
            {showRecipients ? `To: ${text.recipients}` : text.sender}
          </bdi>
          {item.threadCount > 1 && (
            <span className="mb-row__count">
              {item.threadCount}
              {unseen(' messages')}
            </span>
          )}
          {item.hasDraft && <span className="mb-row__draft">Draft</span>}
        </span>
        {unseen(', ')}
        <span className="mb-row__summary">
          {rowLabels && <rowLabels.Chips labelIds={item.labels} labels={rowLabels.labels} />}
          {rowLabels && rowLabels.labels.some(({ id }) => item.labels.includes(id)) && unseen(', ')}
          <bdi className="mb-row__subject">{text.subject}</bdi>
          {text.snippet && (
            <span className="mb-row__snippet" aria-hidden="true">
              {' - '}
              <bdi>{text.snippet}</bdi>
            </span>
          )}
        </span>
        <span className="mb-row__clip">{item.hasAttachment && <AttachmentIcon />}</span>
        {unseen(', ')}
        <time className="mb-row__time" dateTime={item.time} title={text.fullTime}>
          {text.time}
        </time>
        {text.marksAfter && unseen(`, ${text.marksAfter}`)}
        {item.attachments.length > 0 && (
          <>
            {unseen(', ')}
            <AttachmentChips names={item.attachments} />
          </>
        )}
      </a>
      {onDiscardDraft && (
        <button type="button" className="mb-row__discard" onClick={() => onDiscardDraft(item)}>
          Discard draft
        </button>
      )}
      {text.snippet && (
        <span id={snippetId} hidden>
          {text.snippet}
        </span>
      )}
    </li>
  );
});
