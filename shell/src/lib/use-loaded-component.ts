import { useEffect, useEffectEvent, useState, type ComponentType } from 'react';
import { publish } from '@mail/event-bus';

/**
 * A component whose code loads only once `wanted` (React.lazy would throw into the tree when its
 * chunk cannot load, offline, and blank the page). Until it has loaded, answers undefined. When the
 * load fails (after the chunk loader's own retries), `onFailure` tells the reader and lets go of
 * `wanted`: the load is tried again the next time `wanted` turns true.
 */
export function useLoadedComponent<Props>(
  wanted: boolean,
  load: () => Promise<ComponentType<Props>>,
  onFailure: () => void,
): ComponentType<Props> | undefined {
  const [component, setComponent] = useState<ComponentType<Props>>();
  const failed = useEffectEvent((error: unknown) => {
    console.error(error);
    onFailure();
  });
  useEffect(() => {
    // A function given to setState is an updater: this one answers the component itself.
    if (wanted && !component)
      load().then(
        (type) => setComponent(() => type),
        (error: unknown) => failed(error),
      );
    // `load` is a module-level import function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, component]);
  return component;
}

/** The alert for a part of the shell whose code could not load (offline, or the server is down). */
export function alertCouldNotLoad(part: string): void {
  publish({
    type: 'alert/show',
    kind: 'error',
    message: `${part} could not load. Check your connection, then try again.`,
  });
}
