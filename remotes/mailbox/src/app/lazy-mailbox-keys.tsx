import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { visiblePageAtom } from '../stores/mailbox-store';
import type { MailboxKeys as MailboxKeysComponent, MailboxKeysProps } from './mailbox-keys';

const loadMailboxKeys = () => import('./mailbox-keys').then(({ MailboxKeys }) => MailboxKeys);

/**
 * The mailbox's keys, loaded once the first rows are on screen (or at the first key press, when there
 * are none yet), so their code is never part of the first screen. A press made before they have
 * loaded is kept and acted on when they have; its default action (Tab's focus move) has happened.
 */
export function LazyMailboxKeys(props: Omit<MailboxKeysProps, 'takeEarlyPresses'>) {
  const hasRows = (useAtomValue(visiblePageAtom)?.items.length ?? 0) > 0;
  const [pressedEarly, setPressedEarly] = useState(false);
  const [MailboxKeys, setMailboxKeys] = useState<typeof MailboxKeysComponent>();
  const earlyPresses = useRef<{ presses: KeyboardEvent[]; stop(): void }>(undefined);
  useEffect(() => {
    const presses: KeyboardEvent[] = [];
    const keep = (event: KeyboardEvent) => {
      presses.push(event);
      setPressedEarly(true);
    };
    document.addEventListener('keydown', keep);
    const stop = () => document.removeEventListener('keydown', keep);
    earlyPresses.current = { presses, stop };
    return stop;
  }, []);
  // An effect, not the render: it runs after the rows' layout effect has marked them visible.
  useEffect(() => {
    if (MailboxKeys || (!hasRows && !pressedEarly)) return undefined;
    let mounted = true;
    loadMailboxKeys()
      .then((component) => mounted && setMailboxKeys(() => component))
      .catch((error: unknown) => console.warn('The mailbox keys could not be loaded', error));
    return () => {
      mounted = false;
    };
  }, [MailboxKeys, hasRows, pressedEarly]);
  const takeEarlyPresses = useCallback(() => {
    earlyPresses.current?.stop();
    return earlyPresses.current?.presses.splice(0) ?? [];
  }, []);
  return MailboxKeys ? <MailboxKeys {...props} takeEarlyPresses={takeEarlyPresses} /> : null;
}
