import { useState } from 'react';
import { setUndoDelaySeconds, UNDO_DELAY_CHOICES, undoDelaySeconds } from './undo-delay';

/** How long Send waits for Undo; remembered for the next messages. */
export function UndoDelayChoice() {
  const [seconds, setSeconds] = useState(undoDelaySeconds);
  return (
    <label className="cp-form__undo">
      Undo for
      <select
        aria-label="Undo send for"
        value={seconds}
        onChange={(event) => {
          const chosen = Number(event.target.value);
          setUndoDelaySeconds(chosen);
          setSeconds(chosen);
        }}
      >
        {UNDO_DELAY_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choice === 0 ? 'off' : `${choice} s`}
          </option>
        ))}
      </select>
    </label>
  );
}
