import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { MailListItem } from '@mail/gmail-client';
import type { UserLabel } from '@mail/gmail-client/labels';
import { labelChoices, type LabelChoice } from '../../../lib/label-choices';
import { triageRows } from '../../../lib/triage-rows';
import './label-picker.css';

export interface LabelPickerProps {
  selected: readonly MailListItem[];
  /** The user's labels; undefined while they load. */
  labels: readonly UserLabel[] | undefined;
  onClose(): void;
}

/** Puts the label on every selected conversation, or takes it off when all of them carry it. */
function toggle({ label, state }: LabelChoice, selected: readonly MailListItem[]) {
  const labelId = label.id;
  void triageRows(
    state === 'all' ? { type: 'remove-label', labelId } : { type: 'add-label', labelId },
    selected,
  );
}

/**
 * "Label as…": the user's labels with a filter box, each a checkbox (mixed when some of the selection
 * carries it); a change is one undoable triage of the whole selection. Keyboard: type to filter,
 * Enter toggles the first match, Tab walks the labels, Space toggles, Esc closes.
 */
export function LabelPicker({ selected, labels, onClose }: LabelPickerProps) {
  const [filter, setFilter] = useState('');
  const choices = labels ? labelChoices(labels, selected, filter) : [];
  const filterRef = useRef<HTMLInputElement>(null);
  useEffect(() => filterRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  return (
    <div className="mb-label-picker" role="dialog" aria-label="Label as" onKeyDown={onKeyDown}>
      <input
        ref={filterRef}
        type="search"
        className="mb-label-picker__filter"
        aria-label="Filter labels"
        placeholder="Filter labels"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        onKeyDown={(event) => {
          const first = choices[0];
          if (event.key !== 'Enter' || !first) return;
          event.preventDefault();
          toggle(first, selected);
        }}
      />
      {labels === undefined && <p role="status">Loading labels…</p>}
      {labels !== undefined && choices.length === 0 && <p role="status">No labels match</p>}
      <ul className="mb-label-picker__list">
        {choices.map((choice) => (
          <li key={choice.label.id}>
            <label className="mb-label-picker__choice">
              <input
                type="checkbox"
                checked={choice.state === 'all'}
                ref={(box) => {
                  if (box) box.indeterminate = choice.state === 'some';
                }}
                onChange={() => toggle(choice, selected)}
              />
              <bdi>{choice.label.name}</bdi>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
