interface RemoteContentBarProps {
  blockedCount: number;
  senderEmail: string;
  onShowOnce(): void;
  onAlwaysShow(): void;
}

/** Says how much remote content was blocked, and lets the reader allow it for this message or sender. */
export function RemoteContentBar({
  blockedCount,
  senderEmail,
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
      {senderEmail && (
        <button type="button" className="cv-link-button" onClick={onAlwaysShow}>
          Always show from <bdi>{senderEmail}</bdi>
        </button>
      )}
    </div>
  );
}
