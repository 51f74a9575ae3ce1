import { StarIcon } from '@mail/icons';

export interface StarButtonProps {
  starred: boolean;
  onToggle(): void;
}

/**
 * A row's star: a button beside the row's link, never inside it (a control in a link is invalid and
 * its click would open the conversation). Out of the Tab order, one stop per row: `s` stars the focused row.
 */
export function StarButton({ starred, onToggle }: StarButtonProps) {
  return (
    <button
      type="button"
      className={`mb-row__star${starred ? ' mb-row__star--on' : ''}`}
      aria-label="Star"
      aria-pressed={starred}
      title={starred ? 'Starred' : 'Not starred'}
      tabIndex={-1}
      onClick={onToggle}
    >
      <StarIcon filled={starred} />
    </button>
  );
}
