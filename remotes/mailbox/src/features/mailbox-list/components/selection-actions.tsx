import { useEffect, useRef } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import type { MailListItem } from '@mail/gmail-client';
import { LabelPicker } from '@mail/gmail-client/labels';
import { triageRows } from '../../../lib/triage-rows';
import { availableActions } from '../../../lib/selection-actions';
import { labelPickerOpenAtom, rowLabelsAtom } from '../../../stores/mailbox-store';

export interface SelectionActionsProps {
  selected: readonly MailListItem[];
}

/**
 * The buttons of the selection toolbar: each is one triage of every selected row; "Label as…" (or
 * `l`) opens the label picker, which gives focus back to its button when it closes.
 */
export default function SelectionActions({ selected }: SelectionActionsProps) {
  const [pickerOpen, setPickerOpen] = useAtom(labelPickerOpenAtom);
  const labels = useAtomValue(rowLabelsAtom)?.labels;
  const labelButton = useRef<HTMLButtonElement>(null);
  // The selection is gone (cleared, another view): the next one starts with the picker closed.
  useEffect(() => () => setPickerOpen(false), [setPickerOpen]);
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
      <span className="mb-selection__labels">
        <button
          ref={labelButton}
          type="button"
          className="mb-selection__action"
          aria-expanded={pickerOpen}
          onClick={() => setPickerOpen(!pickerOpen)}
        >
          Label as…
        </button>
        {pickerOpen && (
          <LabelPicker
            targets={selected}
            labels={labels}
            onToggle={(labelId, add) =>
              void triageRows(
                add ? { type: 'add-label', labelId } : { type: 'remove-label', labelId },
                selected,
              )
            }
            onClose={() => {
              setPickerOpen(false);
              labelButton.current?.focus();
            }}
          />
        )}
      </span>
    </>
  );
}
