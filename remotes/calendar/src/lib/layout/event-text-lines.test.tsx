import { EVENT_LINE_HEIGHT_PX, eventTextLines } from './event-text-lines';

describe('eventTextLines', () => {
  it('counts only the lines that fit whole inside the block’s border and padding', () => {
    // 60 px (an hour): 56 px inside, three whole 16 px lines and 8 px that would cut a fourth.
    expect(eventTextLines(60)).toBe(3);
    expect(eventTextLines(45)).toBe(2);
    expect(eventTextLines(36)).toBe(2);
    expect(eventTextLines(35)).toBe(1);
    expect(eventTextLines(90)).toBe(5);
  });

  it('never leaves a part of a line showing', () => {
    for (let height = 20; height <= 240; height += 1) {
      const lines = eventTextLines(height);
      expect(lines * EVENT_LINE_HEIGHT_PX + 4).toBeLessThanOrEqual(height);
      expect((lines + 1) * EVENT_LINE_HEIGHT_PX + 4).toBeGreaterThan(height);
    }
  });

  it('shows one line in the smallest block', () => {
    expect(eventTextLines(20)).toBe(1);
  });
});
