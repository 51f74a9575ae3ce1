interface TrimmedContentToggleProps {
  expanded: boolean;
  onToggle(): void;
}

/** Gmail's "…" under a message: shows the quoted history trimmed from its end, and hides it again. */
export function TrimmedContentToggle({ expanded, onToggle }: TrimmedContentToggleProps) {
  return (
    <button
      type="button"
      className="cv-trimmed-toggle"
      aria-expanded={expanded}
      aria-label="Show trimmed content"
      title={expanded ? 'Hide trimmed content' : 'Show trimmed content'}
      onClick={onToggle}
    >
      …
    </button>
  );
}
