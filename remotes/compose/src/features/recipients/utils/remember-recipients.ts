import type { ComposeDraft } from '@mail/drafts';
import { correspondentStore } from '@mail/gmail-client/contacts';
import { mailboxOf } from '@mail/gmail-client/rules';
import { signedInUser } from '../../compose-form/utils/sender';

/**
 * After a send: its recipients count as written to, so they rank first in the account's suggestions
 * from now on. A device that cannot keep them costs only that ranking, never the send.
 */
export async function rememberRecipients(draft: ComposeDraft): Promise<void> {
  try {
    const account = (await signedInUser())?.email ?? '';
    await correspondentStore.rememberWritten(account, [...draft.to, ...draft.cc].map(mailboxOf));
  } catch (error) {
    console.warn('Could not keep the recipients for suggestions', error);
  }
}
