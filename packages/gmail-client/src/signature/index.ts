// @mail/gmail-client/signature: the account's Gmail signature (settings.sendAs), an entry of its own
// so that the first screen does not download it. The call goes through the page's one client (its
// in-flight cap, retries and connection monitor) by `GoogleClient.requestGmail`.
import type { GoogleClient } from '../google-client';

/** The part of settings.sendAs.list read here. */
type SendAsList = Pick<gapi.client.gmail.ListSendAsResponse, 'sendAs'>;

const asked = new WeakMap<GoogleClient, Promise<string>>();

async function askDefaultSignature(client: GoogleClient): Promise<string> {
  const { sendAs = [] } = await client.requestGmail<SendAsList>({
    method: 'GET',
    path: '/settings/sendAs',
    params: { fields: 'sendAs(isDefault,signature)' },
    delivery: 'idempotent',
  });
  return sendAs.find((address) => address.isDefault)?.signature ?? '';
}

/**
 * The signature of the account's default "Send mail as" address: HTML as Gmail keeps it (hostile as
 * any mail: clean it before showing it), '' when there is none. Asked once per page (per client);
 * a failure answers '' and is logged, and the next call asks again.
 */
export function defaultSignature(client: GoogleClient): Promise<string> {
  let signature = asked.get(client);
  if (!signature) {
    signature = askDefaultSignature(client).catch((error: unknown) => {
      asked.delete(client);
      console.warn('The Gmail signature could not be read; writing without it.', error);
      return '';
    });
    asked.set(client, signature);
  }
  return signature;
}
