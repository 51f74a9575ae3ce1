import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { labelChoices, type LabelChoice, type LabelTarget } from './label-choices';
import type { UserLabel } from './user-labels';
import './label-picker.css';

export interface LabelPickerProps {
  /** The conversations labelled: the selection in the list, or the conversation open. */
  targets: readonly LabelTarget[];
  /** The user's labels; undefined while they load. */
  labels: readonly UserLabel[] | undefined;
  /** Put `labelId` on every target (`add`), or take it off them. */
  onToggle(labelId: string, add: boolean): void;
  onClose(): void;
}

/**
 * "Label as…": the user's labels with a filter box, each a checkbox (mixed when some of the targets
 * carry it); a label all of them carry comes off, any other goes on. Keyboard: type to filter, Enter
 * toggles the first match, Tab walks the labels, Space toggles, Esc closes. Shared by the list's
 * selection bar and the conversation.
 */
export function LabelPicker({ targets, labels, onToggle, onClose }: LabelPickerProps) {
  const [filter, setFilter] = useState('');
  const choices = labels ? labelChoices(labels, targets, filter) : [];
  const filterRef = useRef<HTMLInputElement>(null);
  useEffect(() => filterRef.current?.focus(), []);
  const toggle = ({ label, state }: LabelChoice) => onToggle(label.id, state !== 'all');

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  return (
    <div className="label-picker" role="dialog" aria-label="Label as" onKeyDown={onKeyDown}>
      <input
        ref={filterRef}
        type="search"
        className="label-picker__filter"
        aria-label="Filter labels"
        placeholder="Filter labels"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        onKeyDown={(event) => {
          const first = choices[0];
          if (event.key !== 'Enter' || !first) return;
          event.preventDefault();
          toggle(first);
        }}
      />
      {labels === undefined && <p role="status">Loading labels…</p>}
      {labels !== undefined && choices.length === 0 && <p role="status">No labels match</p>}
      <ul className="label-picker__list">
        {choices.map((choice) => (
          <li key={choice.label.id}>
            <label className="label-picker__choice">
              <input
                type="checkbox"
                checked={choice.state === 'all'}
                ref={(box) => {
                  if (box) box.indeterminate = choice.state === 'some';
                }}
                onChange={() => toggle(choice)}
              />
              <bdi>{choice.label.name}</bdi>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
