import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import type { MailboxProps } from '@mail/contracts';
import type { MailListItem } from '@mail/gmail-client';
import { publish } from '@mail/event-bus';
import { ComposeButton } from '../components/compose-button';
import { useMailboxLoader } from '../features/mailbox-list/hooks/use-mailbox-loader';
import { MailList } from '../features/mailbox-list/components/mail-list';
import { Pager } from '../features/pager/components/pager';
import { SearchBox } from '../features/search/components/search-box';
import { LazyMailboxKeys } from './lazy-mailbox-keys';
import { LIST_PANEL_ID, tabId, ViewTabs } from '../features/tabs/components/view-tabs';
import { ViewTitleBar } from '../features/tabs/components/view-title-bar';
import { useLocationSync } from '../features/location/hooks/use-location-sync';
import { useRowLabels } from '../features/labels/use-row-labels';
import { isTabView, screenName, viewTitle } from '../lib/mailbox-views';
import { activeViewAtom, rowLabelsAtom, searchTermAtom } from '../stores/mailbox-store';
import './mailbox-screen.css';

/**
 * The mailbox screen (docs/behaviour/mailbox.md): search and compose, tabs or a titled view with
 * the pager, the list.
 */
export function MailboxScreen({
  onOpenThread,
  location,
  onLocationChange,
  onTitleChange,
}: MailboxProps) {
  const view = useAtomValue(activeViewAtom);
  const pushMovesNow = useLocationSync({ location, onLocationChange });
  useRowLabels();
  const labels = useAtomValue(rowLabelsAtom)?.labels;
  const documentName = screenName(view, useAtomValue(searchTermAtom), labels);
  useEffect(() => onTitleChange?.(documentName), [onTitleChange, documentName]);
  const loader = useMailboxLoader();
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // Rows are memoised: hand them one stable callback that always calls the latest prop and view.
  const latest = useRef({ onOpenThread, view });
  useLayoutEffect(() => {
    latest.current = { onOpenThread, view };
  });
  const openThread = useCallback(
    ({ threadId, id, threadCount }: MailListItem) => {
      // A draft opens in the editor to go on with it, as in Gmail (the row's message is the draft's):
      // a new message's in the popup, a reply's in its conversation, under what it answers.
      if (latest.current.view === 'DRAFTS' && threadCount === 1) {
        publish({ type: 'compose/open', mode: 'new', gmailDraft: { messageId: id } });
        return;
      }
      // Back from the conversation returns to the page it was opened from.
      pushMovesNow();
      latest.current.onOpenThread(threadId, id);
    },
    [pushMovesNow],
  );

  const title = viewTitle(view, labels);
  return (
    <section className="mb" aria-label="Mailbox" data-remote="mailbox">
      <LazyMailboxKeys searchRef={searchRef} listRef={listRef} />
      <header className="mb__header">
        <div className="mb__top">
          <SearchBox inputRef={searchRef} />
          <ComposeButton />
        </div>
        <div className="mb__bar">
          {title === undefined ? <ViewTabs /> : <ViewTitleBar title={title} />}
          <Pager />
        </div>
      </header>
      <div
        id={LIST_PANEL_ID}
        className="mb__panel"
        {...(isTabView(view)
          ? { role: 'tabpanel', 'aria-labelledby': tabId(view) }
          : { role: 'region', 'aria-label': title })}
      >
        {view === 'TRASH' && (
          // There is no delete forever: the gmail.modify scope cannot delete.
          <p className="mb__notice">
            Conversations in Trash are deleted forever by Gmail after 30 days.
          </p>
        )}
        <MailList
          listRef={listRef}
          onOpenThread={openThread}
          onRetry={() => loader.reload('forced')}
        />
      </div>
    </section>
  );
}
