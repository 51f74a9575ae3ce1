import { afterNextPaint } from './after-next-paint';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterNextPaint', () => {
  afterEach(() => jest.restoreAllMocks());

  it('runs the work after the next frame, not before it', async () => {
    const work = jest.fn();
    afterNextPaint(work);
    await nextTask();
    expect(work).not.toHaveBeenCalled();
    await nextFrame();
    expect(work).not.toHaveBeenCalled(); // still inside the frame: the paint comes first
    await nextTask();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the frame', async () => {
    const early = jest.fn();
    afterNextPaint(early)();
    const late = jest.fn();
    const cancelLate = afterNextPaint(late);
    await nextFrame();
    cancelLate();
    await nextTask();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('in a hidden page, which paints no frames, runs at the next task', async () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    const work = jest.fn();
    afterNextPaint(work);
    await nextTask();
    expect(work).toHaveBeenCalledTimes(1);
    expect(frame).not.toHaveBeenCalled();
  });
});
