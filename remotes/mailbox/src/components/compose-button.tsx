import { publish } from '@mail/event-bus';
import { ComposeIcon } from '@mail/icons';
import './compose-button.css';

/** Opens a new message (the shell hosts the compose popup). */
export function ComposeButton() {
  return (
    <button
      type="button"
      className="mb-compose"
      onClick={() => publish({ type: 'compose/open', mode: 'new' })}
    >
      <ComposeIcon />
      <span>Compose</span>
    </button>
  );
}
