import { useEffect, useState } from 'react';
import { getGoogleClient } from '@mail/gmail-client';
import { listUserLabels, type UserLabel } from '@mail/gmail-client/labels';

/**
 * The user's labels (one labels.list for the page), undefined until they are known; a failure is
 * logged and leaves them unknown: the conversation reads on without its chips.
 */
export function useUserLabels(): readonly UserLabel[] | undefined {
  const [labels, setLabels] = useState<readonly UserLabel[]>();
  useEffect(() => {
    let current = true;
    listUserLabels(getGoogleClient()).then(
      (list) => {
        if (current) setLabels(list);
      },
      (error: unknown) => console.error('The labels could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return labels;
}
