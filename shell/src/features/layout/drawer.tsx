import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MailboxUrlView } from '@mail/contracts';
import { useModalDialog } from '../../components/use-modal-dialog';

import type { UserLabel } from '@mail/gmail-client/labels';
import { useDrawerCounts } from './drawer-counts';

type DrawerView = Exclude<MailboxUrlView, 'team' | 'ai' | `label:${string}`>;

interface DrawerEntry {
  /** The URL's view name. */
  view: MailboxUrlView;
  label: string;
  iconPath: string;
  /** The key of its unread count (drawer-counts), for the entries Gmail counts. */
  countKey?: string;
  /** The icon's colour (a label's own). */
  iconColour?: string;
}

// Material Symbols outlines (24 px grid): label_important, inbox, star, send, draft, archive,
// report, delete, label.
const LABEL_ICON =
  'M5 20q-.82 0-1.41-.59T3 18V6q0-.82.59-1.41T5 4h10q.48 0 .9.21.43.21.7.59L21 12l-4.4 6.2q-.27.38-.7.59-.42.21-.9.21H5Z';
const FIXED_ENTRIES: (DrawerEntry & { view: DrawerView })[] = [
  {
    view: 'important',
    label: 'Important',
    countKey: 'important',
    iconPath:
      'M4 19 8.5 12 4 5h12q.5 0 .94.24t.71.64L21.5 12l-3.85 6.12q-.27.4-.71.64-.44.24-.94.24H4Z',
  },
  {
    view: 'others',
    label: 'Others',
    countKey: 'others',
    iconPath:
      'M5 21q-.82 0-1.41-.59T3 19V5q0-.82.59-1.41T5 3h14q.82 0 1.41.59T21 5v14q0 .82-.59 1.41T19 21H5Zm0-2h14v-3h-3q-.75.95-1.79 1.48Q13.18 18 12 18t-2.21-.52Q8.75 16.95 8 16H5v3Zm7-3q.95 0 1.73-.55.77-.55 1.07-1.45H19V5H5v9h4.2q.3.9 1.07 1.45.78.55 1.73.55Z',
  },
  {
    view: 'starred',
    label: 'Starred',
    iconPath:
      'm12 17.27 5.18 3.13-1.37-5.9L20.4 10.5l-6.04-.52L12 4.4 9.64 9.98l-6.04.52 4.59 3.99-1.37 5.9Z',
  },
  {
    view: 'sent',
    label: 'Sent',
    iconPath: 'M3 20V4l19 8-19 8Zm2-3 11.85-5L5 7v3.5l6 1.5-6 1.5V17Z',
  },
  {
    view: 'drafts',
    label: 'Drafts',
    iconPath:
      'M6 22q-.82 0-1.41-.59T4 20V4q0-.82.59-1.41T6 2h8l6 6v12q0 .82-.59 1.41T18 22H6Zm7-13V4H6v16h12V9h-5Z',
  },
  {
    view: 'archived',
    label: 'Archived',
    iconPath:
      'm12 18 4-4-1.4-1.4-1.6 1.6V10h-2v4.2l-1.6-1.6L8 14l4 4ZM5 8v11h14V8H5Zm0 13q-.82 0-1.41-.59T3 19V6.53q0-.35.11-.68.11-.33.34-.6l1.25-1.53q.28-.35.69-.53Q5.8 3 6.25 3h11.5q.45 0 .86.19.41.18.69.53l1.25 1.53q.23.27.34.6.11.33.11.68V19q0 .82-.59 1.41T19 21H5Zm.4-15h13.2l-.85-1H6.25l-.85 1Z',
  },
  {
    view: 'spam',
    label: 'Spam',
    countKey: 'spam',
    iconPath:
      'M12 17q.42 0 .71-.29.29-.29.29-.71t-.29-.71Q12.42 15 12 15t-.71.29Q11 15.58 11 16t.29.71q.29.29.71.29Zm-1-4h2V7h-2v6Zm-2.75 8L3 15.75v-7.5L8.25 3h7.5L21 8.25v7.5L15.75 21h-7.5Z',
  },
  {
    view: 'trash',
    label: 'Trash',
    iconPath:
      'M7 21q-.82 0-1.41-.59T5 19V6H4V4h5V3h6v1h5v2h-1v13q0 .82-.59 1.41T17 21H7Zm2-4h2V8H9v9Zm4 0h2V8h-2v9Z',
  },
];

/** A user label's entry: its view, its unread count and its colour. */
const labelEntry = ({ id, name, backgroundColor }: UserLabel): DrawerEntry => ({
  view: `label:${id}`,
  label: name,
  countKey: id,
  iconPath: LABEL_ICON,
  ...(backgroundColor ? { iconColour: backgroundColor } : {}),
});

interface DrawerProps {
  open: boolean;
  onClose(): void;
}

/**
 * The left drawer: slides in 320 px wide over a dimmed backdrop. A modal <dialog>: focus moves to its
 * close button, stays inside while it is open and goes back to the menu button.
 */
export function Drawer({ open, onClose }: DrawerProps) {
  // The view the mailbox shows (the URL's) is marked as the current entry. The drawer follows the URL
  // and navigates by it itself: the rest of the frame need not re-render for a new address.
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // No view in the address is Important.
  const activeView =
    pathname === '/' ? (new URLSearchParams(search).get('view') ?? 'important') : null;
  const { labels, unread } = useDrawerCounts(open);
  const dialogRef = useRef<HTMLDialogElement>(null);
  useModalDialog(open, dialogRef, onClose);

  const renderEntry = ({ view, label, iconPath, countKey, iconColour }: DrawerEntry) => {
    const count = countKey === undefined ? undefined : unread[countKey];
    return (
      <li key={view}>
        <button
          type="button"
          className="drawer__entry"
          aria-current={view === activeView ? 'page' : undefined}
          onClick={() => {
            // The mailbox shows the view the URL names (a new history entry, from any screen).
            navigate(`/?view=${view}`);
            onClose();
          }}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path d={iconPath} fill={iconColour ?? 'currentColor'} />
          </svg>
          <span className="drawer__label">{label}</span>
          {count !== undefined && count > 0 && (
            <span className="drawer__count">
              {count}
              <span className="visually-hidden"> unread</span>
            </span>
          )}
        </button>
      </li>
    );
  };

  return (
    <dialog ref={dialogRef} className="drawer" aria-label="Menu" id="drawer">
      <button
        type="button"
        className="icon-button drawer__close"
        aria-label="Close menu"
        onClick={onClose}
      >
        ×
      </button>
      <nav aria-label="Folders">
        <ul className="drawer__entries">{FIXED_ENTRIES.map(renderEntry)}</ul>
        {labels.length > 0 && (
          <>
            <h2 className="drawer__heading" id="drawer-labels">
              Labels
            </h2>
            <ul className="drawer__entries" aria-labelledby="drawer-labels">
              {labels.map(labelEntry).map(renderEntry)}
            </ul>
          </>
        )}
      </nav>
    </dialog>
  );
}
