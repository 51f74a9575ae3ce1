import { useRef } from 'react';
import { LabelIcon } from '@mail/icons';
import { LabelPicker, type UserLabel } from '@mail/gmail-client/labels';

export interface LabelButtonProps {
  /** The conversation's labels now. */
  labelIds: readonly string[];
  /** The user's labels; undefined while they load. */
  labels: readonly UserLabel[] | undefined;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Put `labelId` on the conversation (`add`), or take it off. */
  onToggle(labelId: string, add: boolean): void;
}

/** "Label as…" in the header (and `l`): the shared picker for this one conversation. */
export function LabelButton({ labelIds, labels, open, onOpenChange, onToggle }: LabelButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <span className="cv-label-opener">
      <button
        ref={button}
        type="button"
        className="cv-icon-button"
        aria-label="Label as…"
        title="Label as… (l)"
        aria-expanded={open}
        onClick={() => onOpenChange(!open)}
      >
        <LabelIcon />
      </button>
      {open && (
        <LabelPicker
          targets={[{ labels: labelIds }]}
          labels={labels}
          onToggle={onToggle}
          onClose={() => {
            onOpenChange(false);
            button.current?.focus();
          }}
        />
      )}
    </span>
  );
}
