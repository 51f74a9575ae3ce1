/**
 * Under a body shown clipped (@mail/mail-html's SanitizedMail.clipped), as in Gmail: the rest shows
 * in the same frame when the reader asks for it, however long laying it out takes.
 */
export function ClippedNote({ onViewEntire }: { onViewEntire(): void }) {
  return (
    <p className="cv-part-note" role="note">
      [Message clipped]{' '}
      <button type="button" className="cv-link-button" onClick={onViewEntire}>
        View entire message
      </button>
    </p>
  );
}
