import { Fragment, useId, useRef } from 'react';
import { registerShortcuts } from '@mail/event-bus';
import { registeredShortcuts } from '@mail/event-bus/shortcut-list';
import { useModalDialog } from '../../../components/use-modal-dialog';
import { OPEN_KEY } from './open-key';
import './shortcut-list.css';

// The shell's own keys, for as long as the page lives (listed from here to keep them out of the
// first screen's code).
registerShortcuts('Everywhere', [
  { keys: [OPEN_KEY], description: 'Show the keyboard shortcuts' },
  { keys: ['Escape'], description: 'Close a dialog or menu' },
]);

/** How a key name (see `shortcutKey`) is shown. Mod is Ctrl, or ⌘ on a Mac. */
const KEY_LABELS: Partial<Record<string, string>> = {
  Mod: 'Ctrl/⌘',
  Escape: 'Esc',
  ArrowDown: '↓',
  ArrowUp: '↑',
};

function KeyCombination({ name }: { name: string }) {
  return name.split('+').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && '+'}
      <kbd>{KEY_LABELS[part] ?? part}</kbd>
    </Fragment>
  ));
}

/** A key, or keys pressed one after the other ("g i": `g` then `i`). */
function KeySequence({ name }: { name: string }) {
  return name.split(' ').map((press, index) => (
    <Fragment key={index}>
      {index > 0 && ' then '}
      <KeyCombination name={press} />
    </Fragment>
  ));
}

/**
 * The `?` dialog: every shortcut the screens on the page registered, grouped by where it applies.
 * A modal <dialog>, open while mounted: focus stays inside, Esc or a click beside it closes it, and
 * focus goes back to where it was.
 */
export function ShortcutList({ onClose }: { onClose(): void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(true, dialogRef, onClose);

  return (
    <dialog ref={dialogRef} className="shortcut-list" aria-labelledby={titleId}>
      <header className="shortcut-list__header">
        <h2 id={titleId}>Keyboard shortcuts</h2>
        <button
          type="button"
          className="icon-button"
          aria-label="Close keyboard shortcuts"
          onClick={onClose}
        >
          ×
        </button>
      </header>
      {registeredShortcuts().map(({ area, shortcuts }) => (
        <section key={area} aria-label={area}>
          <h3>{area}</h3>
          <dl>
            {shortcuts.map(({ keys, description }) => (
              <div key={description} className="shortcut-list__row">
                <dt>
                  {keys.map((name, index) => (
                    <Fragment key={name}>
                      {index > 0 && ' or '}
                      <KeySequence name={name} />
                    </Fragment>
                  ))}
                </dt>
                <dd>{description}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </dialog>
  );
}
