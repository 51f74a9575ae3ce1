/** Chips shown before the rest are summed up as "+N". */
const MAX_CHIPS = 3;

/** The file names of a conversation's attachments (display only: the conversation opens them). */
export function AttachmentChips({ names }: { names: readonly string[] }) {
  const shown = names.slice(0, MAX_CHIPS);
  const hidden = names.length - shown.length;
  return (
    <span className="mb-chips">
      {shown.map((name, index) => (
        <span key={`${index}:${name}`} className="mb-chip" title={name}>
          {name}
        </span>
      ))}
      {hidden > 0 && (
        <span className="mb-chip mb-chip--more" title={names.slice(MAX_CHIPS).join(', ')}>
          +{hidden}
        </span>
      )}
    </span>
  );
}
