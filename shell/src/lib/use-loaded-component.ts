import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads only once `wanted` (React.lazy would throw into the tree when its
 * chunk cannot load, offline, and blank the page). Until it has loaded, or when loading failed,
 * answers undefined; a failed load is tried again the next time `wanted` turns true.
 */
export function useLoadedComponent<Props>(
  wanted: boolean,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> | undefined {
  const [component, setComponent] = useState<ComponentType<Props>>();
  useEffect(() => {
    // A function given to setState is an updater: this one answers the component itself.
    if (wanted && !component) load().then((type) => setComponent(() => type), console.error);
    // `load` is a module-level import function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, component]);
  return component;
}
