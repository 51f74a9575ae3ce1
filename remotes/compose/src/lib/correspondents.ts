// Shared by the send (which counts its recipients as written to) and the recipients' suggestions
// (which read them back): the account's correspondents kept on the device.
import type { ComposeDraft } from '@mail/drafts';
import { getGoogleClient } from '@mail/gmail-client';
import { correspondentStore } from '@mail/gmail-client/contacts';
import { mailboxOf } from '@mail/gmail-client/rules';

/** The signed-in address the correspondents are kept under; rejects when userinfo cannot say. */
export async function signedInAccount(): Promise<string> {
  return (await getGoogleClient().getProfile()).email;
}

/**
 * After a send: its recipients count as written to, so they rank first in the account's suggestions
 * from now on. A device that cannot keep them costs only that ranking, never the send.
 */
export async function rememberRecipients(draft: ComposeDraft): Promise<void> {
  try {
    const recipients = [...draft.to, ...draft.cc, ...(draft.bcc ?? [])].map(mailboxOf);
    await correspondentStore.rememberWritten(await signedInAccount(), recipients);
  } catch (error) {
    console.warn('Could not keep the recipients for suggestions', error);
  }
}
