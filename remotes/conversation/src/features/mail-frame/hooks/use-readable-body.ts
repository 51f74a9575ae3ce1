import { useEffect, useMemo, useState } from 'react';
import { checkMarkup, checkMarkupInPage, type MarkupVerdict } from '@mail/mail-html';
import type { ThreadMessage } from '@mail/gmail-client/thread';

/** What a message's body frame shows: found out off the page's thread (@mail/mail-html checkMarkup). */
export type ReadableBody =
  | { state: 'checking' }
  | { state: 'shown'; html: string; textVersion: boolean }
  | { state: 'too-large' };

/**
 * The message's HTML when it is within the reading limits, else its text version when that is, else
 * too large (docs/behaviour/conversation.md#a-message-too-large-to-show). Small mail is decided at
 * once, larger mail in a worker.
 */
export function useReadableBody(message: ThreadMessage): ReadableBody {
  const atOnce = useMemo(() => readableBody(message, checkMarkupInPage), [message]);
  const [checked, setChecked] = useState<{ of: ThreadMessage; body: ReadableBody }>();
  useEffect(() => {
    if (atOnce) return;
    let current = true;
    void checkedOffThread(message).then((body) => {
      if (current) setChecked({ of: message, body });
    });
    return () => {
      current = false;
    };
  }, [message, atOnce]);
  if (atOnce) return atOnce;
  return checked?.of === message ? checked.body : { state: 'checking' };
}

/** The body to show given each version's verdict; undefined while a needed verdict is unknown. */
function readableBody(
  { html, textVersionHtml, partsTooLarge }: ThreadMessage,
  verdictOf: (html: string) => MarkupVerdict | undefined,
): ReadableBody | undefined {
  // A part too large to read was left out: what remains is the text version.
  const rich = partsTooLarge && html === '' ? 'too-large' : verdictOf(html);
  if (rich !== 'too-large') return rich && { state: 'shown', html, textVersion: partsTooLarge };
  if (textVersionHtml === html) return { state: 'too-large' };
  const text = verdictOf(textVersionHtml);
  if (text !== 'too-large')
    return text && { state: 'shown', html: textVersionHtml, textVersion: true };
  return { state: 'too-large' };
}

async function checkedOffThread(message: ThreadMessage): Promise<ReadableBody> {
  const rich = await checkMarkup(message.html);
  const text = rich === 'fits' ? rich : await checkMarkup(message.textVersionHtml);
  return readableBody(message, (html) => (html === message.html ? rich : text))!;
}
