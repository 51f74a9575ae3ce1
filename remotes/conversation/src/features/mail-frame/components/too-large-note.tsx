import { useState } from 'react';
import type { ThreadMessage } from '@mail/gmail-client/thread';
import { downloadOriginal } from '../utils/download-original';

export const TOO_LARGE = 'This message is too large to show in full.';

/** In place of a body past the reading limits that has no text version within them. */
export function TooLargeNote({ message }: { message: ThreadMessage }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="cv-body">
      <p className="cv-part-note" role="note">
        {TOO_LARGE}{' '}
        <button
          type="button"
          className="cv-link-button"
          onClick={() => {
            setFailed(false);
            downloadOriginal(message).catch((error: unknown) => {
              console.error('Download original failed', error);
              setFailed(true);
            });
          }}
        >
          Download original
        </button>
      </p>
      {failed && (
        <p className="cv-part-note" role="alert">
          The original could not be downloaded. Try again.
        </p>
      )}
    </div>
  );
}
