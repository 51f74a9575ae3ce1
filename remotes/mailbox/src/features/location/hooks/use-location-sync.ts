import { useEffect, useLayoutEffect, useRef } from 'react';
import { useStore } from 'jotai';
import type { MailboxProps } from '@mail/contracts';
import { isSameLocation, locationOf } from '../../../lib/mailbox-location';
import { navigationAtom, showLocationAtom } from '../../../stores/mailbox-store';

/**
 * Keeps the view, search and page in step with the shell's URL, when it passes one. What the URL
 * asks for is shown (the first time before the first load: see `Mailbox`); when that is not what it
 * said (a bad view, a page whose token is unknown), the URL is corrected in place. Every move of the
 * reader (tab, drawer, search, pager) is a new history entry.
 */
export function useLocationSync({
  location,
  onLocationChange,
}: Pick<MailboxProps, 'location' | 'onLocationChange'>): void {
  const store = useStore();
  const latest = useRef({ location, onLocationChange });
  useLayoutEffect(() => {
    latest.current = { location, onLocationChange };
  });

  // While the URL's location is applied, the store's change is no move of the reader.
  const applying = useRef(false);
  const { view, q, page } = location ?? {};
  useLayoutEffect(() => {
    const asked = latest.current.location;
    if (!asked) return;
    applying.current = true;
    store.set(showLocationAtom, asked);
    applying.current = false;
    const shown = locationOf(store.get(navigationAtom));
    if (!isSameLocation(shown, asked)) latest.current.onLocationChange?.(shown, { replace: true });
  }, [store, view, q, page]);

  useEffect(
    () =>
      store.sub(navigationAtom, () => {
        const { location: asked, onLocationChange: report } = latest.current;
        if (applying.current) return;
        const shown = locationOf(store.get(navigationAtom));
        if (asked && !isSameLocation(shown, asked)) report?.(shown, { replace: false });
      }),
    [store],
  );
}
