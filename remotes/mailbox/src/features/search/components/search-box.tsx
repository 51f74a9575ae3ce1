import type { Ref } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { CloseIcon, SearchIcon } from '@mail/icons';
import { IconButton } from '../../../components/icon-button';
import {
  activeViewAtom,
  clearSearchAtom,
  searchDraftAtom,
  submitSearchAtom,
} from '../../../stores/mailbox-store';
import './search.css';

/**
 * The search box: Enter or the search button shows Search Results for the typed terms, in Gmail's
 * search language (from:, has:attachment …); the clear button returns to Important.
 */
export function SearchBox({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const [draft, setDraft] = useAtom(searchDraftAtom);
  const view = useAtomValue(activeViewAtom);
  const submit = useSetAtom(submitSearchAtom);
  const clear = useSetAtom(clearSearchAtom);
  return (
    <form
      className="mb-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <IconButton label="Search" type="submit">
        <SearchIcon />
      </IconButton>
      <input
        ref={inputRef}
        className="mb-search__input"
        type="search"
        aria-label="Search mail"
        placeholder="Search mail"
        autoComplete="off"
        spellCheck={false}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      {(draft !== '' || view === 'SEARCH') && (
        <IconButton label="Clear search" onClick={clear}>
          <CloseIcon />
        </IconButton>
      )}
    </form>
  );
}
