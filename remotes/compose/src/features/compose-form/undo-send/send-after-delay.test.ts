import { events$, publish, type MailEvent } from '@mail/event-bus';
import { sendAfterDelay } from './send-after-delay';

const published: MailEvent[] = [];
const subscription = events$.subscribe((event) => published.push(event));
afterAll(() => subscription.unsubscribe());
beforeEach(() => {
  published.length = 0;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const undoId = () => {
  const alert = published.find((event) => event.type === 'alert/show');
  return alert?.type === 'alert/show' ? alert.action?.id : undefined;
};

describe('sendAfterDelay', () => {
  it('offers Undo for the delay, then sends', () => {
    const send = jest.fn();
    const undo = jest.fn();
    sendAfterDelay({ delayMs: 5000, send, undo });
    expect(published[0]).toMatchObject({
      type: 'alert/show',
      message: 'Sending…',
      durationMs: 5000,
      action: { label: 'Undo' },
    });
    jest.advanceTimersByTime(4999);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    publish({ type: 'alert/action', id: undoId() ?? '' });
    expect(undo).not.toHaveBeenCalled();
  });

  it('Undo within the delay cancels the send; another alert’s action does not', () => {
    const send = jest.fn();
    const undo = jest.fn();
    sendAfterDelay({ delayMs: 5000, send, undo });
    publish({ type: 'alert/action', id: 'something-else' });
    publish({ type: 'alert/action', id: undoId() ?? '' });
    jest.advanceTimersByTime(10_000);
    expect(undo).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });
});
