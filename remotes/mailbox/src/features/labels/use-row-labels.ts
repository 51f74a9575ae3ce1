import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { isLabelView } from '../../lib/mailbox-views';
import { activeViewAtom, rowLabelsAtom, visiblePageAtom } from '../../stores/mailbox-store';

/**
 * Loads the user's labels for the rows' chips and a label view's title once rows are on screen (or
 * at once in a label's view, whose title is the label's name), so they never delay the first row.
 * Chips are extras: a failure leaves the rows without them.
 */
export function useRowLabels(): void {
  const hasRows = (useAtomValue(visiblePageAtom)?.items.length ?? 0) > 0;
  const inLabelView = isLabelView(useAtomValue(activeViewAtom));
  const wanted = hasRows || inLabelView;
  const known = useAtomValue(rowLabelsAtom) !== undefined;
  const setRowLabels = useSetAtom(rowLabelsAtom);
  useEffect(() => {
    if (!wanted || known) return;
    import('./load-row-labels')
      .then(({ loadRowLabels }) => loadRowLabels())
      .then(setRowLabels)
      .catch((error: unknown) => console.warn('Labels could not be loaded', error));
  }, [wanted, known, setRowLabels]);
}
