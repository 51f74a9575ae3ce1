import { useEffect, useState, type ComponentType } from 'react';
import { afterFirstRows } from './after-first-rows';
import { useLoadedComponent } from './use-loaded-component';

/**
 * A component that is no part of the first screen: its code loads once the mailbox's first rows are
 * shown, or after `fallbackMs` without them, or at once while `neededNow`. Undefined until then, and
 * for good if it cannot load (the page goes on without it).
 */
export function useLoadedAfterFirstRows<Props>(
  load: () => Promise<ComponentType<Props>>,
  fallbackMs: number,
  neededNow = false,
): ComponentType<Props> | undefined {
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterFirstRows(() => setWanted(true), fallbackMs), [fallbackMs]);
  return useLoadedComponent(wanted || neededNow, load, () => setWanted(false));
}
