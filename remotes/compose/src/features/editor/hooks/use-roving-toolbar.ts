import { useState, type KeyboardEvent } from 'react';

const ITEM_ATTRIBUTE = 'data-toolbar-item';

/**
 * WAI-ARIA toolbar focus: one control is in the tab order, arrow keys, Home and End move between
 * them. Controls are found in DOM order, so `item` only needs a name unique in the toolbar.
 */
export function useRovingToolbar(firstItem: string) {
  const [current, setCurrent] = useState(firstItem);

  const item = (name: string) => ({
    [ITEM_ATTRIBUTE]: name,
    tabIndex: name === current ? 0 : -1,
    onFocus: () => setCurrent(name),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(`[${ITEM_ATTRIBUTE}]`),
    );
    const index = items.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const last = items.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return { item, onKeyDown };
}
