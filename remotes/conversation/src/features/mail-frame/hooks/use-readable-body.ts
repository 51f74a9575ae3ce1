import { useEffect, useMemo, useState } from 'react';
import { checkMarkup, checkMarkupInPage, type MarkupCheck, type MarkupCut } from '@mail/mail-html';
import type { ThreadMessage } from '@mail/gmail-client/thread';

/** What a message's body frame shows: found out off the page's thread (@mail/mail-html checkMarkup). */
export type ReadableBody =
  | { state: 'checking' }
  /** `cut`: where a long body can be cut to clean its first part alone, for the clipped view. */
  | { state: 'shown'; html: string; textVersion: boolean; cut?: MarkupCut }
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

/** The body to show given each version's check; undefined while a needed check is not done. */
function readableBody(
  { html, textVersionHtml, partsTooLarge }: ThreadMessage,
  checkOf: (html: string) => MarkupCheck | undefined,
): ReadableBody | undefined {
  // A part too large to read was left out: what remains is the text version.
  const rich = partsTooLarge && html === '' ? TOO_LARGE : checkOf(html);
  if (rich?.verdict === 'fits')
    return { state: 'shown', html, textVersion: partsTooLarge, cut: rich.cut };
  if (!rich) return undefined;
  if (textVersionHtml === html) return { state: 'too-large' };
  const text = checkOf(textVersionHtml);
  if (text?.verdict === 'fits')
    return { state: 'shown', html: textVersionHtml, textVersion: true, cut: text.cut };
  return text && { state: 'too-large' };
}

const TOO_LARGE: MarkupCheck = { verdict: 'too-large' };

async function checkedOffThread(message: ThreadMessage): Promise<ReadableBody> {
  const rich = await checkMarkup(message.html);
  const text = rich.verdict === 'fits' ? rich : await checkMarkup(message.textVersionHtml);
  return readableBody(message, (html) => (html === message.html ? rich : text))!;
}
