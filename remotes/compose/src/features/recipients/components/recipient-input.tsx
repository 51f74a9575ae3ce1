import { useId, useImperativeHandle, useRef, type JSX, type ReactNode, type Ref } from 'react';
import { revealBidiControls } from '@mail/format';
import { isValidRecipient, recipientLabel, suggestionLabel } from '@mail/gmail-client/rules';
import type { SearchContacts } from '../hooks/use-contact-search';
import type { Correspondents } from '../hooks/use-correspondents';
import { useRecipientEntry } from '../hooks/use-recipient-entry';
import './recipient-input.css';

export interface RecipientInputProps {
  /** Accessible name and visible label: 'To', 'Cc' or 'Bcc'. */
  label: string;
  chips: readonly string[];
  onChange(chips: readonly string[]): void;
  /** The people written to and seen in mail (spec emailIdSuggestions), and the user's addresses. */
  known: Correspondents;
  /** Searches the user's contacts, suggested before the addresses seen; absent without access. */
  searchContacts?: SearchContacts;
  /**
   * Asks for access to the contacts: when given, the list offers it under the suggestions ("Allow
   * access to your contacts for better suggestions").
   */
  onAllowContacts?: () => void;
  /** The text field, so Ctrl/Cmd+Shift+T / C can focus it. */
  inputRef?: Ref<HTMLInputElement>;
  /** Shown at the right of the row, e.g. the To row's button that reveals Bcc. */
  trailing?: ReactNode;
}

/** What a screen reader hears as the list changes: nothing once it closes. */
const countText = (count: number) =>
  count === 0 ? '' : count === 1 ? '1 suggestion' : `${count} suggestions`;

const CLOSE_PATH =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/**
 * The To, Cc or Bcc field of the compose popup and the reply editor: chips for the recipients, a text
 * field that turns what is typed into chips, and up to five suggestions: the people written to most,
 * then the user's contacts, then the others seen in mail (an ARIA combobox with a listbox, its
 * count announced).
 */
export function RecipientInput({
  label,
  chips,
  onChange,
  known,
  searchContacts,
  onAllowContacts,
  inputRef,
  trailing,
}: RecipientInputProps): JSX.Element {
  const id = useId();
  const inputId = `${id}input`;
  const listboxId = `${id}listbox`;
  const optionId = (index: number) => `${id}option-${index}`;
  const input = useRef<HTMLInputElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  useImperativeHandle<HTMLInputElement | null, HTMLInputElement | null>(
    inputRef,
    () => input.current,
    [],
  );
  const entry = useRecipientEntry(chips, onChange, {
    known,
    searchContacts,
    note: onAllowContacts !== undefined,
  });
  const expanded = entry.suggestions.length > 0;

  function remove(index: number) {
    onChange(chips.filter((_, i) => i !== index));
    // The button goes away with its chip; keep the keyboard in the field.
    input.current?.focus();
  }

  return (
    <div className="cp-recipients">
      <label className="cp-recipients__label" htmlFor={inputId}>
        {label}
      </label>
      <div
        className="cp-recipients__field"
        onMouseDown={(event) => {
          // A press on the empty part of the field, between or after the chips, types into it.
          if (event.target !== event.currentTarget) return;
          event.preventDefault();
          input.current?.focus();
        }}
      >
        <ul className="cp-recipients__chips" role="list" aria-label={`${label} recipients`}>
          {chips.map((chip, index) => {
            const valid = isValidRecipient(chip);
            const label = recipientLabel(chip);
            const shown = revealBidiControls(label);
            return (
              <li
                key={chip}
                className={valid ? 'cp-chip' : 'cp-chip cp-chip--invalid'}
                aria-invalid={valid ? undefined : true}
                // The name is shown; the whole entry (with its address) is one hover away.
                title={
                  !valid
                    ? 'Invalid email address'
                    : label !== chip
                      ? revealBidiControls(chip)
                      : undefined
                }
              >
                <bdi className="cp-chip__address">{shown}</bdi>
                <button
                  type="button"
                  className="cp-chip__remove"
                  aria-label={`Remove ${shown}`}
                  onClick={() => remove(index)}
                >
                  <svg
                    width="16"
                    height="16"
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d={CLOSE_PATH} fill="currentColor" />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
        <input
          ref={input}
          id={inputId}
          className="cp-recipients__input"
          type="text"
          role="combobox"
          aria-label={label}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={entry.activeIndex >= 0 ? optionId(entry.activeIndex) : undefined}
          // Not type="email", which trims the text as it is typed; inputMode still brings the
          // e-mail keyboard.
          inputMode="email"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={entry.text}
          onChange={(event) => entry.change(event.target.value)}
          onPaste={(event) => {
            if (entry.paste(event.clipboardData.getData('text/plain'))) event.preventDefault();
          }}
          onKeyDown={entry.keyDown}
          onBlur={(event) => {
            // Tabbing to the popup's Allow button keeps the text typed.
            if (!popup.current?.contains(event.relatedTarget)) entry.blur();
          }}
        />
        <span className="visually-hidden" role="status">
          {countText(entry.popupOpen ? entry.suggestions.length : 0)}
        </span>
        {entry.popupOpen && (
          // Pressed on mousedown with the default prevented: the field keeps the focus and sees no
          // blur, which would turn the typed text into a chip.
          <div
            ref={popup}
            className="cp-suggestions"
            onMouseDown={(event) => event.preventDefault()}
          >
            {expanded && (
              <ul
                id={listboxId}
                className="cp-suggestions__list"
                role="listbox"
                aria-label={`${label} suggestions`}
              >
                {entry.suggestions.map((suggestion, index) => (
                  <li
                    key={suggestion.email}
                    id={optionId(index)}
                    className="cp-suggestion"
                    role="option"
                    aria-selected={index === entry.activeIndex}
                    onMouseDown={() => entry.pick(suggestion)}
                  >
                    <bdi>{revealBidiControls(suggestionLabel(suggestion))}</bdi>
                  </li>
                ))}
              </ul>
            )}
            {onAllowContacts && (
              <p className="cp-suggestions__access">
                Allow access to your contacts for better suggestions
                <button type="button" className="cp-suggestions__allow" onClick={onAllowContacts}>
                  Allow
                </button>
              </p>
            )}
          </div>
        )}
      </div>
      {trailing}
    </div>
  );
}
