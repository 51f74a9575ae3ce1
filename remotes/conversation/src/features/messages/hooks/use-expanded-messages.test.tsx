import { act, renderHook } from '@testing-library/react';
import type { ConversationThread, ThreadMessage } from '@mail/gmail-client/thread';
import { useExpandedMessages } from './use-expanded-messages';

const message = (id: string, isUnread = false) => ({ id, isUnread }) as ThreadMessage;
const thread = (...messages: ThreadMessage[]): ConversationThread => ({ id: 't1', messages });

function render(initial: ConversationThread, targetId: string) {
  return renderHook(({ value }) => useExpandedMessages(value, targetId), {
    initialProps: { value: initial },
  });
}

describe('useExpandedMessages', () => {
  it('opens the target and every unread message, as Gmail does', () => {
    const { result } = render(thread(message('a', true), message('b'), message('c')), 'b');
    expect([...result.current.expanded].sort()).toEqual(['a', 'b']);
  });

  it('opens the last message when the target is not in the thread', () => {
    const { result } = render(thread(message('a'), message('b')), 'gone');
    expect([...result.current.expanded]).toEqual(['b']);
  });

  it('keeps the reader’s toggles on a reload and opens only the message that arrived', () => {
    const { result, rerender } = render(thread(message('a'), message('b')), 'b');
    act(() => result.current.toggle('a'));
    act(() => result.current.toggle('b'));
    expect([...result.current.expanded]).toEqual(['a']);
    rerender({ value: thread(message('a'), message('b'), message('reply')) });
    expect([...result.current.expanded].sort()).toEqual(['a', 'reply']);
  });
});
