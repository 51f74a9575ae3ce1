import { getGoogleClient } from '@mail/gmail-client';
import { decodeBase64Url } from '@mail/gmail-client/mime';
import type { ThreadMessage } from '@mail/gmail-client/thread';
import { saveFile } from '../../../lib/save-file';

/** Saves the message as Gmail keeps it (messages.get format=raw) as `<subject>.eml`. */
export async function downloadOriginal(message: ThreadMessage): Promise<void> {
  const { raw } = await getGoogleClient().requestGmail<gapi.client.gmail.Message>({
    method: 'GET',
    path: `/messages/${encodeURIComponent(message.id)}`,
    params: { format: 'raw' },
    delivery: 'idempotent',
  });
  saveFile(decodeBase64Url(raw ?? ''), `${message.subject.trim() || 'message'}.eml`);
}
