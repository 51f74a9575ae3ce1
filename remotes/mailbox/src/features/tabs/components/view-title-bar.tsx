import { memo } from 'react';
import { useSetAtom } from 'jotai';
import { BackIcon } from '@mail/icons';
import { IconButton } from '../../../components/icon-button';
import { selectViewAtom } from '../../../stores/mailbox-store';
import './tabs.css';

/**
 * Replaces the tab strip in Sent, Archived and Search Results: back to Important, and the title, which
 * is the screen's level-one heading. Memoised: the screen re-renders when the URL comes back with a
 * move, which this has shown already.
 */
export const ViewTitleBar = memo(function ViewTitleBar({ title }: { title: string }) {
  const selectView = useSetAtom(selectViewAtom);
  return (
    <div className="mb-titlebar">
      <IconButton label="Back to Important" onClick={() => selectView('IMPORTANT')}>
        <BackIcon />
      </IconButton>
      <h1 className="mb-titlebar__title">{title}</h1>
    </div>
  );
});
