import { useMemo, useState, type KeyboardEvent } from 'react';
import {
  addChip,
  endsEntry,
  formatMailbox,
  rankCandidates,
  removeLastChip,
  suggest,
  type Suggestion,
} from '@mail/gmail-client/rules';
import { parseRecipients } from '../utils/parse-recipients';
import { useContactSearch, type SearchContacts } from './use-contact-search';
import type { Correspondents } from './use-correspondents';

export interface RecipientEntry {
  /** What is typed in the text field and not yet a chip. */
  text: string;
  /** The suggestions on show: empty while nothing matches or after Escape. */
  suggestions: readonly Suggestion[];
  /** The list's popup is shown: suggestions, or the `note` when none match; not after Escape. */
  popupOpen: boolean;
  /** Index of the active suggestion, or -1. */
  activeIndex: number;
  change(value: string): void;
  keyDown(event: KeyboardEvent<HTMLInputElement>): void;
  /** Leaving the field turns the typed text into a chip, as Gmail does. */
  blur(): void;
  /** A suggestion chosen: it becomes a chip with its name. */
  pick(suggestion: Suggestion): void;
  /** Pasted text: a list (commas, semicolons, new lines) becomes chips at once. */
  paste(pasted: string): boolean;
}

export interface RecipientEntryOptions {
  /** The people written to and seen in mail, ranked with the contacts; the user's own addresses. */
  known: Correspondents;
  /** Searches the user's contacts as the text is typed; absent without access to them. */
  searchContacts: SearchContacts | undefined;
  /** A line the popup shows under the suggestions, even when none match (the contacts prompt). */
  note: boolean;
}

/**
 * The typing side of a To / Cc chip input (docs/behaviour/compose.md#recipients): the text being
 * typed, its suggestions and the active one, and what Enter, Tab, comma, Backspace, the arrows and
 * Escape do to the chips.
 */
export function useRecipientEntry(
  chips: readonly string[],
  onChange: (chips: readonly string[]) => void,
  { known, searchContacts, note }: RecipientEntryOptions,
): RecipientEntry {
  const [text, setText] = useState('');
  const contacts = useContactSearch(text, searchContacts);
  const candidates = useMemo(() => rankCandidates({ ...known, contacts }), [contacts, known]);
  // Escape hides the list until the text changes or an arrow key asks for it again.
  const [open, setOpen] = useState(true);
  const [activeIndex, setActiveIndex] = useState(-1);
  const matches = useMemo(() => suggest(candidates, text, chips), [candidates, text, chips]);
  const suggestions = open ? matches : [];
  const popupOpen = open && text.trim() !== '' && (matches.length > 0 || note);
  // New chips or known addresses can shorten the list under the active option.
  const active = activeIndex < suggestions.length ? activeIndex : -1;

  function commit(entries: readonly string[]) {
    const next = addChip(chips, entries);
    if (next !== chips) onChange(next);
    setText('');
    setActiveIndex(-1);
  }

  function change(value: string) {
    // A comma or semicolon outside a quoted name ends the entry whether typed or pasted (also from
    // keyboards whose keydown names no key), so "a@x.org; b@y.org" becomes two chips.
    if (endsEntry(value)) {
      commit(parseRecipients(value));
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
        const suggestion = suggestions[active];
        commit(suggestion ? [formatMailbox(suggestion)] : parseRecipients(text));
        return;
      }
      case 'Tab': {
        const suggestion = suggestions[active];
        if (!suggestion || event.shiftKey) return;
        // Tab takes the highlighted person and stays, so the next Tab leaves with nothing typed.
        event.preventDefault();
        commit([formatMailbox(suggestion)]);
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
        if (!popupOpen) return;
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
    popupOpen,
    activeIndex: active,
    change,
    keyDown,
    blur: () => {
      if (text !== '') commit(parseRecipients(text));
    },
    pick: (suggestion) => commit([formatMailbox(suggestion)]),
    paste: (pasted) => {
      // A text field drops the line breaks of a pasted column of addresses: read them here.
      if (!/[\r\n]/.test(pasted) && !endsEntry(pasted)) return false;
      commit(parseRecipients(`${text}${pasted}`));
      return true;
    },
  };
}
