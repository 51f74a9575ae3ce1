import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrastRatio } from '../test-support/contrast-ratio';

/** The colour custom properties calendar-base.css declares, by name. */
function declaredColours(): Map<string, string> {
  const css = readFileSync(path.join(__dirname, 'calendar-base.css'), 'utf8');
  const colours = new Map<string, string>();
  for (const [, name, value] of css.matchAll(/(--cal-[\w-]+):\s*(#[0-9a-f]{3,6})\s*;/gi)) {
    colours.set(name!, value!);
  }
  return colours;
}

describe('contrastRatio', () => {
  it('measures as WCAG 2 does', () => {
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // The event colour axe-core found too light: white on #039be5.
    expect(contrastRatio('#ffffff', '#039be5')).toBeCloseTo(3.07, 1);
  });
});

describe('the calendar’s colours', () => {
  const colours = declaredColours();

  it.each([
    ['--cal-event-text', '--cal-event-background'],
    ['--cal-event-text', '--cal-event-background-hover'],
    ['--cal-outside-day-text', '--cal-outside-day-background'],
  ])('%s on %s reads at 4.5:1 at least', (text, background) => {
    expect(colours.get(text)).toBeDefined();
    expect(colours.get(background)).toBeDefined();
    expect(contrastRatio(colours.get(text)!, colours.get(background)!)).toBeGreaterThanOrEqual(4.5);
  });
});
