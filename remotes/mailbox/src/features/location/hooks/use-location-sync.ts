import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'jotai';
import type { MailboxLocation, MailboxProps } from '@mail/contracts';
import { afterPaintWhenIdle } from '../../../lib/after-paint-when-idle';
import { isSameLocation, locationOf } from '../../../lib/mailbox-location';
import { navigationAtom, showLocationAtom } from '../../../stores/mailbox-store';

type Push = (move: MailboxLocation) => void;

/**
 * The reader's moves not in the URL yet: each is pushed, in order, once the latest has painted. A
 * pushed move comes back as the shell's `location` a render later: until then it is `landing`, and
 * its return is no change of the URL from outside.
 */
function unpushedMoves() {
  let moves: MailboxLocation[] = [];
  let landing: MailboxLocation[] = [];
  let push: Push = () => undefined;
  let cancel: (() => void) | undefined;
  const pushAll = () => {
    cancel = undefined;
    const due = moves;
    moves = [];
    landing.push(...due);
    due.forEach((move) => push(move));
  };
  return {
    /** Where the URL is going: the latest move, pushed or not, that has not come back yet. */
    latest: (): MailboxLocation | undefined => moves.at(-1) ?? landing.at(-1),
    /** Whether `location` is a pushed move coming back (forgotten then, with those before it). */
    landed(location: MailboxLocation): boolean {
      const index = landing.findIndex((move) => isSameLocation(move, location));
      if (index < 0) return false;
      landing = landing.slice(index + 1);
      return true;
    },
    pushNow() {
      cancel?.();
      pushAll();
    },
    add(move: MailboxLocation, pushWith: Push) {
      moves.push(move);
      push = pushWith;
      cancel ??= afterPaintWhenIdle(pushAll);
    },
    drop() {
      cancel?.();
      cancel = undefined;
      moves = [];
      landing = [];
    },
  };
}

/**
 * Keeps the view, search and page in step with the shell's URL, when it passes one. What the URL
 * asks for is shown (the first time before the first load: see `Mailbox`); when that is not what it
 * said (a bad view, a page whose token is unknown), the URL is corrected in place. Every move of the
 * reader (tab, drawer, search, pager) is a new history entry, pushed once the move has painted and
 * the browser is idle: the history update and the shell's re-render for it would otherwise hold
 * back the rows. Returns what pushes the moves at once, for leaving the mailbox (a row opened), so
 * that Back returns to where the reader was.
 */
export function useLocationSync({
  location,
  onLocationChange,
}: Pick<MailboxProps, 'location' | 'onLocationChange'>): () => void {
  const store = useStore();
  const latest = useRef({ location, onLocationChange });
  useLayoutEffect(() => {
    latest.current = { location, onLocationChange };
  });
  const [unpushed] = useState(unpushedMoves);

  // While the URL's location is applied, the store's change is no move of the reader.
  const applying = useRef(false);
  const { view, q, page } = location ?? {};
  useLayoutEffect(() => {
    const asked = latest.current.location;
    if (!asked) return;
    // A move of the reader's own, back from the URL: the store has it already, or a later one.
    if (unpushed.landed(asked)) return;
    // The URL changed on its own (Back, Forward, a link): moves not pushed yet would land on top.
    unpushed.drop();
    applying.current = true;
    store.set(showLocationAtom, asked);
    applying.current = false;
    const shown = locationOf(store.get(navigationAtom));
    if (!isSameLocation(shown, asked)) latest.current.onLocationChange?.(shown, { replace: true });
  }, [store, unpushed, view, q, page]);

  useEffect(() => {
    const unsubscribe = store.sub(navigationAtom, () => {
      const asked = latest.current.location;
      if (applying.current || !asked) return;
      const shown = locationOf(store.get(navigationAtom));
      if (isSameLocation(shown, unpushed.latest() ?? asked)) return;
      unpushed.add(shown, (move) => latest.current.onLocationChange?.(move, { replace: false }));
    });
    return () => {
      unsubscribe();
      // The URL is another screen's now: a move pushed after it would navigate away from there.
      unpushed.drop();
    };
  }, [store, unpushed]);

  return unpushed.pushNow;
}
