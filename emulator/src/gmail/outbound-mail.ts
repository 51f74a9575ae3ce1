import { readMessageHeaderSection, withoutFields } from '../mime/header-section';
import { extractAddresses } from './addresses';
import type { StoredMessage } from './stored-message';

/** What left the account for one sent message, as its recipients receive it. */
export interface Delivery {
  /** The sent message's id in the sender's mailbox. */
  messageId: string;
  /** The envelope: every address of To, Cc and Bcc, lower case, each once. */
  recipients: string[];
  /** The message as delivered: the sender's copy without its Bcc fields. */
  raw: Buffer;
}

/** The message without its Bcc fields (folded lines included): what every recipient gets. */
function withoutBcc(raw: Buffer): Buffer {
  const { fields } = readMessageHeaderSection(raw);
  return withoutFields(
    raw,
    0,
    fields.filter(({ name }) => name.toLowerCase() === 'bcc'),
  );
}

/**
 * Mail the account sent, as Gmail hands it on: Gmail delivers to everyone named in To, Cc and Bcc,
 * takes the Bcc header out of what it delivers and keeps it only in the sender's own copy (Sent).
 * Not a Google API: the stand-in's record of what recipients got, read by tests through the control
 * endpoint `GET /__emulator/outbound`.
 */
export class OutboundMail {
  private deliveries: Delivery[] = [];

  record(message: StoredMessage): void {
    const { to, cc, bcc } = message;
    const recipients = [...new Set([to, cc, bcc].flatMap(extractAddresses))];
    this.deliveries.push({ messageId: message.id, recipients, raw: withoutBcc(message.raw) });
  }

  list(): readonly Delivery[] {
    return this.deliveries;
  }

  clear(): void {
    this.deliveries = [];
  }
}
