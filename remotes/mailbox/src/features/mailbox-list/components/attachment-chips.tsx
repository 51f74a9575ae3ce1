import { revealBidiControls } from '@mail/format';

/** Chips shown before the rest are summed up as "+N". */
const MAX_CHIPS = 3;

/**
 * The file names of a conversation's attachments (display only: the conversation opens them), each
 * isolated and with its bidi controls shown, so `invoice<U+202E>fdp.exe` never reads as a PDF.
 */
export function AttachmentChips({ names }: { names: readonly string[] }) {
  const shownNames = names.map(revealBidiControls);
  const shown = shownNames.slice(0, MAX_CHIPS);
  const hidden = shownNames.length - shown.length;
  return (
    <span className="mb-chips">
      {shown.map((name, index) => (
        // Keyed by place: another page's files update the chips in place rather than replace them.
        <bdi key={index} className="mb-chip" title={name}>
          {name}
        </bdi>
      ))}
      {hidden > 0 && (
        <span className="mb-chip mb-chip--more" title={shownNames.slice(MAX_CHIPS).join(', ')}>
          +{hidden}
        </span>
      )}
    </span>
  );
}
