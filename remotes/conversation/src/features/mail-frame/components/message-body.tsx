import { useMemo, useState } from 'react';
import { MAIL_FRAME_SANDBOX, mailFrameSrcdoc, sanitizeForReading } from '@mail/mail-html';
import { revealBidiControls } from '@mail/format';
import type { ThreadMessage } from '@mail/gmail-client/thread';
import { useFrameHeight } from '../hooks/use-frame-height';
import { useInlineImages } from '../hooks/use-inline-images';
import { isTrustedSender, trustSender } from '../stores/trusted-senders';
import { RemoteContentBar } from './remote-content-bar';
import { TrimmedContentToggle } from './trimmed-content-toggle';

/**
 * A message's body: hostile HTML cleaned by @mail/mail-html and shown in a sandboxed srcdoc frame
 * (no scripts, its own CSP), grown to its content's height. Remote content stays blocked until the
 * reader allows it for this message or for the sender. Quoted history at its end is trimmed until the
 * reader opens it: the frame runs no script, so the app renders it again with the whole body.
 */
export function MessageBody({ message }: { message: ThreadMessage }) {
  const [allowRemoteContent, setAllowRemoteContent] = useState(() =>
    isTrustedSender(message.from.email),
  );
  const options = useMemo(() => ({ allowRemoteContent }), [allowRemoteContent]);
  const sanitized = useMemo(() => sanitizeForReading(message.html, options), [message, options]);
  const [showTrimmed, setShowTrimmed] = useState(false);
  const { shown, trimmed } = sanitized.quotedHistory;
  const bodyHtml = showTrimmed ? sanitized.html : shown;
  const srcdoc = useMemo(() => mailFrameSrcdoc(bodyHtml, options), [bodyHtml, options]);
  const { height, onLoad: sizeFrame } = useFrameHeight();
  const showInlineImages = useInlineImages(message);

  return (
    <div className="cv-body">
      {!allowRemoteContent && sanitized.blockedRemoteCount > 0 && (
        <RemoteContentBar
          blockedCount={sanitized.blockedRemoteCount}
          senderEmail={message.from.email}
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
      {trimmed && (
        <TrimmedContentToggle
          expanded={showTrimmed}
          onToggle={() => setShowTrimmed((open) => !open)}
        />
      )}
      {message.partsNotShown && (
        <p className="cv-part-note" role="note">
          Part of this message could not be displayed.
        </p>
      )}
    </div>
  );
}
