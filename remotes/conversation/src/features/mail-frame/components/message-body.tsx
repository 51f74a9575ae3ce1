import { useMemo, useState } from 'react';
import { isTrustedSender, trustSender } from '@mail/contracts';
import { MAIL_FRAME_SANDBOX, mailFrameSrcdoc, sanitizeForReading } from '@mail/mail-html';
import { revealBidiControls } from '@mail/format';
import type { ThreadMessage } from '@mail/gmail-client/thread';
import { useFrameHeight } from '../hooks/use-frame-height';
import { useInlineImages } from '../hooks/use-inline-images';
import { RemoteContentBar } from './remote-content-bar';

/**
 * A message's body: hostile HTML cleaned by @mail/mail-html and shown in a sandboxed srcdoc frame
 * (no scripts, its own CSP), grown to its content's height. Remote content stays blocked until the
 * reader allows it for this message or for the sender; a sender's trust covers only mail Gmail
 * authenticated as theirs, since anyone can write any From.
 */
export function MessageBody({ message }: { message: ThreadMessage }) {
  const [allowRemoteContent, setAllowRemoteContent] = useState(
    () => message.senderAuthenticated && isTrustedSender(message.from.email),
  );
  const options = useMemo(() => ({ allowRemoteContent }), [allowRemoteContent]);
  const sanitized = useMemo(() => sanitizeForReading(message.html, options), [message, options]);
  const srcdoc = useMemo(() => mailFrameSrcdoc(sanitized.html, options), [sanitized, options]);
  const { height, onLoad: sizeFrame } = useFrameHeight();
  const showInlineImages = useInlineImages(message);

  return (
    <div className="cv-body">
      {!allowRemoteContent && sanitized.blockedRemoteCount > 0 && (
        <RemoteContentBar
          blockedCount={sanitized.blockedRemoteCount}
          senderEmail={message.from.email}
          senderAuthenticated={message.senderAuthenticated}
          onShowOnce={() => setAllowRemoteContent(true)}
          onAlwaysShow={() => {
            trustSender(message.from.email);
            setAllowRemoteContent(true);
          }}
        />
      )}
      <iframe
        className="cv-frame"
        title={`Message from ${revealBidiControls(message.from.name)}`}
        sandbox={MAIL_FRAME_SANDBOX}
        // A TrustedHTML (the page requires Trusted Types); React hands it to the attribute as is.
        srcDoc={srcdoc as string}
        referrerPolicy="no-referrer"
        style={{ height }}
        onLoad={(event) => {
          sizeFrame(event.currentTarget);
          showInlineImages(event.currentTarget);
        }}
      />
      {message.partsNotShown && (
        <p className="cv-part-note" role="note">
          Part of this message could not be displayed.
        </p>
      )}
    </div>
  );
}
