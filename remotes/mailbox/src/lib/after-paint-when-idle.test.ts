import { afterPaintWhenIdle } from './after-paint-when-idle';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterPaintWhenIdle', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('asks for an idle moment, with a limit, and cancels it when asked', () => {
    const idle: { run: () => void; timeout?: number }[] = [];
    const cancelIdle = jest.fn();
    Object.assign(window, {
      requestIdleCallback: (run: () => void, options?: { timeout?: number }) =>
        idle.push({ run, timeout: options?.timeout }),
      cancelIdleCallback: cancelIdle,
    });
    const work = jest.fn();
    const cancel = afterPaintWhenIdle(work);
    expect(idle).toEqual([{ run: work, timeout: expect.any(Number) }]);
    expect(work).not.toHaveBeenCalled();
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(1);
  });

  it('without idle callbacks (Safari), runs the work at the next task, unless cancelled', async () => {
    const work = jest.fn();
    afterPaintWhenIdle(work);
    const cancelled = jest.fn();
    afterPaintWhenIdle(cancelled)();
    expect(work).not.toHaveBeenCalled();
    await nextTask();
    expect(work).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
