import { memo } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { MAILBOX_PAGE_SIZE } from '@mail/gmail-client';
import { ChevronLeftIcon, ChevronRightIcon } from '@mail/icons';
import { IconButton } from '../../../components/icon-button';
import { canGoNext, canGoPrevious } from '../../../lib/mailbox-navigation';
import { pagerSummary } from '../../../lib/pager-summary';
import {
  navigationAtom,
  nextPageAtom,
  previousPageAtom,
  visiblePageAtom,
  visibleTotalAtom,
} from '../../../stores/mailbox-store';
import './pager.css';

/**
 * "Showing X-Y of N mails" with previous and next (next only when a token exists for it). Memoised:
 * the screen re-renders when the URL comes back with a move, which this has shown already.
 */
export const Pager = memo(function Pager() {
  const navigation = useAtomValue(navigationAtom);
  const page = useAtomValue(visiblePageAtom);
  const total = useAtomValue(visibleTotalAtom);
  const next = useSetAtom(nextPageAtom);
  const previous = useSetAtom(previousPageAtom);
  const summary = pagerSummary(
    navigation.pageIndex,
    MAILBOX_PAGE_SIZE,
    page?.items.length ?? 0,
    total,
  );
  return (
    <div className="mb-pager" role="group" aria-label="Pages">
      <span className="mb-pager__summary" aria-live="polite">
        {summary}
      </span>
      <IconButton label="Previous page" onClick={previous} disabled={!canGoPrevious(navigation)}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton label="Next page" onClick={next} disabled={!canGoNext(navigation)}>
        <ChevronRightIcon />
      </IconButton>
    </div>
  );
});
