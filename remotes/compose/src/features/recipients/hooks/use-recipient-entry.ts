import { useMemo, useState, type KeyboardEvent } from 'react';
import { addChip, removeLastChip, suggest } from '@mail/gmail-client/rules';

export interface RecipientEntry {
  /** What is typed in the text field and not yet a chip. */
  text: string;
  /** The suggestions on show: empty while nothing matches or after Escape. */
  suggestions: readonly string[];
  /** Index of the active suggestion, or -1. */
  activeIndex: number;
  change(value: string): void;
  keyDown(event: KeyboardEvent<HTMLInputElement>): void;
  /** Leaving the field turns the typed text into a chip, as Gmail does. */
  blur(): void;
  pick(address: string): void;
}

/**
 * The typing side of a To / Cc chip input (docs/behaviour/compose.md#recipients): the text being
 * typed, its suggestions and the active one, and what Enter, comma, Backspace, the arrows and
 * Escape do to the chips.
 */
export function useRecipientEntry(
  chips: readonly string[],
  onChange: (chips: readonly string[]) => void,
  knownAddresses: readonly string[],
): RecipientEntry {
  const [text, setText] = useState('');
  // Escape hides the list until the text changes or an arrow key asks for it again.
  const [open, setOpen] = useState(true);
  const [activeIndex, setActiveIndex] = useState(-1);
  const matches = useMemo(
    () => suggest(knownAddresses, text, chips),
    [knownAddresses, text, chips],
  );
  const suggestions = open ? matches : [];
  // New chips or known addresses can shorten the list under the active option.
  const active = activeIndex < suggestions.length ? activeIndex : -1;

  function commit(value: string) {
    const next = addChip(chips, value);
    if (next !== chips) onChange(next);
    setText('');
    setActiveIndex(-1);
  }

  function change(value: string) {
    // A comma ends the entry whether typed or pasted (also from keyboards whose keydown names no
    // key), so "a@x.org, b@y.org" pasted becomes two chips and leaves the field empty.
    if (value.includes(',')) {
      commit(value);
      return;
    }
    setText(value);
    setOpen(true);
    setActiveIndex(-1);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter or an arrow during IME composition belongs to the composition.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'Enter': {
        // Ctrl/Cmd+Enter is the popup's send shortcut.
        if (event.ctrlKey || event.metaKey) return;
        // Plain Enter never submits a surrounding form.
        event.preventDefault();
        commit(suggestions[active] ?? text);
        return;
      }
      case 'Backspace': {
        const next = removeLastChip(chips, text);
        if (next !== chips) onChange(next);
        return;
      }
      case 'ArrowDown':
      case 'ArrowUp': {
        const count = matches.length;
        if (count === 0) return;
        // The arrows move through the list (reopening it after Escape), not the caret.
        event.preventDefault();
        const from = open ? active : -1;
        setActiveIndex(
          event.key === 'ArrowDown' ? (from + 1) % count : (from <= 0 ? count : from) - 1,
        );
        setOpen(true);
        return;
      }
      case 'Escape': {
        if (suggestions.length === 0) return;
        // Only an open list takes Escape; otherwise it reaches the popup, which closes.
        event.stopPropagation();
        setOpen(false);
        setActiveIndex(-1);
        return;
      }
    }
  }

  return {
    text,
    suggestions,
    activeIndex: active,
    change,
    keyDown,
    blur: () => {
      if (text !== '') commit(text);
    },
    pick: commit,
  };
}
