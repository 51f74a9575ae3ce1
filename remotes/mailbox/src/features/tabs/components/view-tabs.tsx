import { memo, type KeyboardEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { cycleTab, isTabView, tabLabel, TAB_VIEWS, type TabView } from '../../../lib/mailbox-views';
import { activeViewAtom, selectViewAtom } from '../../../stores/mailbox-store';
import './tabs.css';

export const LIST_PANEL_ID = 'mb-list-panel';

export const tabId = (view: TabView) => `mb-tab-${view}`;

/**
 * Important, Others, Team, AI (docs/behaviour/mailbox.md#views). Arrow keys, Home and End move
 * between tabs (WAI-ARIA). The screen's level-one heading is the chosen tab's name, for screen
 * readers only: the tab strip shows it already (in the titled views the title is the heading).
 * Memoised: the screen re-renders when the URL comes back with a move, which this has shown already.
 */
export const ViewTabs = memo(function ViewTabs() {
  const view = useAtomValue(activeViewAtom);
  const selectView = useSetAtom(selectViewAtom);

  const selectAndFocus = (event: KeyboardEvent<HTMLDivElement>, next: TabView) => {
    event.preventDefault();
    selectView(next);
    event.currentTarget.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') selectAndFocus(event, cycleTab(view, 1));
    else if (event.key === 'ArrowLeft') selectAndFocus(event, cycleTab(view, -1));
    else if (event.key === 'Home') selectAndFocus(event, TAB_VIEWS[0]);
    else if (event.key === 'End') selectAndFocus(event, TAB_VIEWS[TAB_VIEWS.length - 1] ?? 'AI');
  };

  return (
    <>
      {isTabView(view) && <h1 className="visually-hidden">{tabLabel(view)}</h1>}
      <div className="mb-tabs" role="tablist" aria-label="Mailbox views" onKeyDown={onKeyDown}>
        {TAB_VIEWS.map((tab) => {
          const selected = tab === view;
          return (
            <button
              key={tab}
              id={tabId(tab)}
              type="button"
              role="tab"
              className="mb-tab"
              aria-selected={selected}
              aria-controls={LIST_PANEL_ID}
              tabIndex={selected ? 0 : -1}
              onClick={() => selectView(tab)}
            >
              {tabLabel(tab)}
            </button>
          );
        })}
      </div>
    </>
  );
});
