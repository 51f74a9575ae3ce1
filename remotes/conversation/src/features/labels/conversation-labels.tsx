import { useEffect, useState } from 'react';
import { getGoogleClient } from '@mail/gmail-client';
import { LabelChips, listUserLabels, type UserLabel } from '@mail/gmail-client/labels';

/**
 * The conversation's user labels as chips beside its subject, in Gmail's colours, as the mailbox
 * rows show them. Nothing until the labels are known; a failed labels.list shows none (logged).
 */
export function ConversationLabels({ labelIds }: { labelIds: readonly string[] }) {
  const [labels, setLabels] = useState<readonly UserLabel[]>([]);
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
  return <LabelChips labelIds={labelIds} labels={labels} />;
}
