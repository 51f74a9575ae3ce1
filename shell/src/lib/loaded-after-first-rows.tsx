import type { ComponentType } from 'react';
import { useLoadedAfterFirstRows } from './use-loaded-after-first-rows';

/**
 * A component for a part of the page that is no part of the first screen: it renders nothing until
 * its code has loaded after the mailbox's first rows (or after `fallbackMs` without them), and
 * nothing for good if that code cannot load.
 */
export function loadedAfterFirstRows<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallbackMs: number,
): ComponentType<Props> {
  return function LoadedAfterFirstRows(props: Props) {
    const Loaded = useLoadedAfterFirstRows(load, fallbackMs);
    return Loaded ? <Loaded {...props} /> : null;
  };
}
