import { useId, useState } from 'react';
import { AFTER_TRIAGE_CHOICES, afterTriage, setAfterTriage } from '@mail/contracts';

/**
 * The profile menu's one setting: what the conversation opens after the reader archives or deletes
 * it there (Gmail's auto-advance), kept on this device.
 */
export function AfterTriageSetting() {
  const [choice, setChoice] = useState(afterTriage);
  const id = useId();
  return (
    <p className="profile-menu__setting">
      <label htmlFor={id}>After archiving or deleting a conversation, open</label>
      <select
        id={id}
        value={choice}
        onChange={(event) => {
          const chosen = AFTER_TRIAGE_CHOICES.find(({ value }) => value === event.target.value);
          if (!chosen) return;
          setAfterTriage(chosen.value);
          setChoice(chosen.value);
        }}
      >
        {AFTER_TRIAGE_CHOICES.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </p>
  );
}
