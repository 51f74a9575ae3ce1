import { useId, useState, type KeyboardEvent } from 'react';
import { linkTarget } from '../utils/link-target';
import type { LinkDraft } from '../utils/link-commands';

export interface LinkDialogProps {
  draft: LinkDraft;
  /** A checked href; `text` only when the dialog asked for it. */
  onApply(href: string, text?: string): void;
  onRemove(): void;
  onCancel(): void;
}

/**
 * The small dialog of the Link button and Ctrl/Cmd+K: the address (and the text to show, when
 * nothing is selected). Enter applies, Esc cancels; an address that may not be linked is refused
 * with a message and stays as typed. It is not a <form>: it sits inside the compose form, whose
 * Enter would send the mail.
 */
export function LinkDialog({ draft, onApply, onRemove, onCancel }: LinkDialogProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [address, setAddress] = useState(draft.href);
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const target = linkTarget(address);
    if ('error' in target) {
      setError(target.error);
      return;
    }
    onApply(target.href, draft.askText ? text : undefined);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // The compose window would close on it.
      event.stopPropagation();
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      apply();
    }
  };

  const label = draft.editing ? 'Edit link' : 'Insert link';
  return (
    <div className="cp-link-dialog" role="dialog" aria-label={label} onKeyDown={onKeyDown}>
      {draft.askText && (
        <label className="cp-link-dialog__field">
          Text to display
          <input
            type="text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoFocus
          />
        </label>
      )}
      <label className="cp-link-dialog__field">
        Link to
        <input
          type="text"
          inputMode="url"
          placeholder="https://… or name@example.com"
          value={address}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}error` : undefined}
          onChange={(event) => {
            setAddress(event.target.value);
            setError(null);
          }}
          autoFocus={!draft.askText}
        />
      </label>
      {error && (
        <p id={`${id}error`} className="cp-link-dialog__error" role="alert">
          {error}
        </p>
      )}
      <div className="cp-link-dialog__actions">
        <button type="button" onClick={apply}>
          Apply
        </button>
        {draft.editing && (
          <button type="button" onClick={onRemove}>
            Remove link
          </button>
        )}
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
