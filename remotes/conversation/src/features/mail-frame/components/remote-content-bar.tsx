interface RemoteContentBarProps {
  blockedCount: number;
  senderEmail: string;
  /** Gmail authenticated the sender: only then is "Always show" offered (a From can be forged). */
  senderAuthenticated: boolean;
  onShowOnce(): void;
  onAlwaysShow(): void;
}

/**
 * Says how much remote content was blocked, and lets the reader allow it for this message, or for the
 * sender where Gmail authenticated them (else says why not).
 */
export function RemoteContentBar({
  blockedCount,
  senderEmail,
  senderAuthenticated,
  onShowOnce,
  onAlwaysShow,
}: RemoteContentBarProps) {
  return (
    <div className="cv-remote-bar" role="status">
      <span>
        {blockedCount === 1
          ? '1 remote image or resource was blocked to protect your privacy.'
          : `${blockedCount} remote images or resources were blocked to protect your privacy.`}
      </span>
      <button type="button" className="cv-link-button" onClick={onShowOnce}>
        Show images
      </button>
      {senderEmail && senderAuthenticated && (
        <button type="button" className="cv-link-button" onClick={onAlwaysShow}>
          Always show from <bdi>{senderEmail}</bdi>
        </button>
      )}
      {senderEmail && !senderAuthenticated && (
        <span>
          Gmail could not confirm this message is from <bdi>{senderEmail}</bdi>, so its images can
          be shown for this message only.
        </span>
      )}
    </div>
  );
}
