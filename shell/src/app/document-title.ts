import { useCallback, useEffect } from 'react';

/** The tab's title: what the screen shows, then the product ("Sent Emails – Mail"), or just "Mail". */
export function documentTitle(name?: string): string {
  return name ? `${name} – Mail` : 'Mail';
}

/** Sets the document title from what the routed screen reports; "Mail" again when it goes. */
export function useDocumentTitle(): (name: string) => void {
  useEffect(
    () => () => {
      document.title = documentTitle();
    },
    [],
  );
  return useCallback((name: string) => {
    document.title = documentTitle(name);
  }, []);
}
