import { useEffect } from 'react';

/**
 * Gives focus back, when the component leaves, to what had it when the component came: the button
 * that opened a dialog or a full-screen view. Call it before any effect that moves focus in.
 */
export function useRestoreFocus(): void {
  useEffect(() => {
    const previous = document.activeElement;
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);
}
