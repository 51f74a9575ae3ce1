import { useEffect, useState } from 'react';
import { getGoogleClient } from '@mail/gmail-client';
import { correspondentStore } from '@mail/gmail-client/contacts';
import { afterSeeing, mailboxOf, type Correspondent } from '@mail/gmail-client/rules';
import { signedInAccount } from '../../../lib/correspondents';

export interface Correspondents {
  /** The account's correspondents: kept on the device, with the mail this page loaded seen now. */
  correspondents: readonly Correspondent[];
  /** The signed-in address, never suggested. */
  ownAddresses: readonly string[];
  /** When they were read (epoch ms): the frecency of the sends is weighed at this time. */
  now: number;
}

const NONE: Correspondents = { correspondents: [], ownAddresses: [], now: 0 };

/**
 * The people compose suggests from (docs/behaviour/compose.md#suggestions), read as the form opens:
 * the mailboxes in the mail this page loaded are first kept on the device as seen, then the
 * account's whole list is read back. Without storage, this page's mail alone.
 */
export function useCorrespondents(): Correspondents {
  const [found, setFound] = useState(NONE);
  useEffect(() => {
    let current = true;
    void (async () => {
      const now = Date.now();
      const seen = getGoogleClient()
        .knownAddresses()
        .map((entry) => afterSeeing(undefined, mailboxOf(entry), now));
      const account = await signedInAccount().catch(() => '');
      let correspondents: readonly Correspondent[] = seen;
      try {
        await correspondentStore.rememberSeen(account, seen);
        if (account) correspondents = await correspondentStore.load(account);
      } catch (error) {
        console.warn('Suggesting from the mail of this page only', error);
      }
      if (current) setFound({ correspondents, ownAddresses: account ? [account] : [], now });
    })();
    return () => {
      current = false;
    };
  }, []);
  return found;
}
