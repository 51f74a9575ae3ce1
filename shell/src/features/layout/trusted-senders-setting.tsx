import { useId, useState } from 'react';
import { trustedSenders, untrustSender } from '@mail/contracts';

/**
 * The profile menu's list of senders whose images always show (added from one of their messages, by
 * "Always show from…"), each with Remove: their next message asks again.
 */
export function TrustedSendersSetting() {
  const [senders, setSenders] = useState(trustedSenders);
  const headingId = useId();
  return (
    <section className="profile-menu__setting" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-menu__setting-title">
        Always show images from
      </h2>
      {senders.length === 0 ? (
        <p className="profile-menu__setting-empty">No senders yet.</p>
      ) : (
        <ul className="profile-menu__senders">
          {senders.map((sender) => (
            <li key={sender}>
              <bdi dir="auto">{sender}</bdi>
              <button
                type="button"
                aria-label={`Remove ${sender}`}
                onClick={() => {
                  untrustSender(sender);
                  setSenders(trustedSenders());
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
