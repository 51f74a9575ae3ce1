import type { MailboxProps } from '@mail/contracts';

export default function Mailbox(_props: MailboxProps) {
  return (
    <section aria-label="Mailbox" data-remote="mailbox">
      <h1>Mailbox</h1>
    </section>
  );
}
