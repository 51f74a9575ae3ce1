import type { MailListItem } from '@mail/gmail-client';
import { triageRows } from '../../../lib/triage-rows';
import { availableActions } from '../../../lib/selection-actions';

export interface SelectionActionsProps {
  selected: readonly MailListItem[];
}

/** The buttons of the selection toolbar: each is one triage of every selected row. */
export default function SelectionActions({ selected }: SelectionActionsProps) {
  return (
    <>
      {availableActions(selected).map(({ action, label }) => (
        <button
          key={label}
          type="button"
          className="mb-selection__action"
          onClick={() => void triageRows(action, selected)}
        >
          {label}
        </button>
      ))}
    </>
  );
}
