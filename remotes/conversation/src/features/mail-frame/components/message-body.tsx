import { useMemo, useState } from 'react';
import { isTrustedSender, trustSender } from '@mail/contracts';
import {
  MAIL_FRAME_SANDBOX,
  mailFrameSrcdoc,
  type MarkupCut,
  type ReadingOptions,
  type SanitizedMail,
} from '@mail/mail-html';
import { revealBidiControls } from '@mail/format';
import type { ThreadMessage } from '@mail/gmail-client/thread';
import { useFrameHeight } from '../hooks/use-frame-height';
import { useInlineImages } from '../hooks/use-inline-images';
import { useReadableBody } from '../hooks/use-readable-body';
import { useSanitizedBody } from '../hooks/use-sanitized-body';
import { ClippedNote } from './clipped-note';
import { RemoteContentBar } from './remote-content-bar';
import { TOO_LARGE, TooLargeNote } from './too-large-note';
import { TrimmedContentToggle } from './trimmed-content-toggle';

/**
 * A message's body: hostile HTML cleaned by @mail/mail-html and shown in a sandboxed srcdoc frame
 * (no scripts, its own CSP), grown to its content's height. Remote content stays blocked until the
 * reader allows it for this message or for the sender (a sender's trust covers only mail Gmail
 * authenticated as theirs, since anyone can write any From). Quoted history at its end is trimmed until the
 * reader opens it: the frame runs no script, so the app renders it again with the whole body. A long
 * body shows its first part until the reader asks for the entire message (Gmail's "[Message
 * clipped]"). A message too large to show without blocking the page shows its text version, or a note
 * offering the original.
 */
export function MessageBody({ message }: { message: ThreadMessage }) {
  const body = useReadableBody(message);
  if (body.state === 'too-large') return <TooLargeNote message={message} />;
  if (body.state === 'checking') return <div className="cv-body" aria-busy="true" />;
  return (
    <MailFrame message={message} html={body.html} textVersion={body.textVersion} cut={body.cut} />
  );
}

function MailFrame({
  message,
  html,
  textVersion,
  cut,
}: {
  message: ThreadMessage;
  html: string;
  textVersion: boolean;
  cut: MarkupCut | undefined;
}) {
  const [allowRemoteContent, setAllowRemoteContent] = useState(
    () => message.senderAuthenticated && isTrustedSender(message.from.email),
  );
  const [showEntire, setShowEntire] = useState(false);
  const options = useMemo(() => ({ allowRemoteContent }), [allowRemoteContent]);
  // Until the reader asks for the entire message, a long body's first part alone is cleaned.
  const sanitized = useSanitizedBody(html, options, showEntire ? undefined : cut);
  if (!sanitized) return <div className="cv-body" aria-busy="true" />;
  return (
    <CleanFrame
      message={message}
      sanitized={sanitized}
      options={options}
      textVersion={textVersion}
      showEntire={showEntire}
      onViewEntire={() => setShowEntire(true)}
      onAllowRemoteContent={() => setAllowRemoteContent(true)}
    />
  );
}

function CleanFrame({
  message,
  sanitized,
  options,
  textVersion,
  showEntire,
  onViewEntire,
  onAllowRemoteContent,
}: {
  message: ThreadMessage;
  sanitized: SanitizedMail;
  options: ReadingOptions;
  textVersion: boolean;
  showEntire: boolean;
  onViewEntire: () => void;
  onAllowRemoteContent: () => void;
}) {
  const { allowRemoteContent } = options;
  const [showTrimmed, setShowTrimmed] = useState(false);
  const { shown, trimmed } = sanitized.quotedHistory;
  const clipped = showEntire ? undefined : sanitized.clipped;
  const bodyHtml = clipped ?? (showTrimmed ? sanitized.html : shown);
  const srcdoc = useMemo(() => mailFrameSrcdoc(bodyHtml, options), [bodyHtml, options]);
  const { height, onLoad: sizeFrame } = useFrameHeight();
  const showInlineImages = useInlineImages(message);

  return (
    <div className="cv-body">
      {textVersion && (
        <p className="cv-part-note" role="note">
          {TOO_LARGE} Its text version is shown.
        </p>
      )}
      {!allowRemoteContent && sanitized.blockedRemoteCount > 0 && (
        <RemoteContentBar
          blockedCount={sanitized.blockedRemoteCount}
          senderEmail={message.from.email}
          senderAuthenticated={message.senderAuthenticated}
          onShowOnce={onAllowRemoteContent}
          onAlwaysShow={() => {
            trustSender(message.from.email);
            onAllowRemoteContent();
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
      {clipped !== undefined && <ClippedNote onViewEntire={onViewEntire} />}
      {trimmed && clipped === undefined && (
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
