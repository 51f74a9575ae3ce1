import { useState } from 'react';
import type { ComposeRequest } from '@mail/contracts';
import { publish, useBusEvent } from '@mail/event-bus';
import { RemoteSlot } from '@mail/federation';

/** Loads the compose remote the first time anything asks for the editor ('compose/open'). */
export function ComposeHost() {
  const [request, setRequest] = useState<ComposeRequest | null>(null);
  useBusEvent('compose/open', ({ mode, replyContext, gmailDraft }) =>
    setRequest({
      mode,
      ...(replyContext ? { replyContext } : {}),
      ...(gmailDraft ? { gmailDraft } : {}),
    }),
  );
  useBusEvent('compose/close', () => setRequest(null));
  if (!request) return null;
  return (
    <div className="compose-host">
      <RemoteSlot
        id="compose/ComposePopup"
        label="The editor"
        props={{ request, onClose: () => publish({ type: 'compose/close' }) }}
      />
    </div>
  );
}
