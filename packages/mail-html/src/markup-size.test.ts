import { measureMarkup, type MarkupLimits } from './markup-size';

const roomy: MarkupLimits = { characters: 1_000_000, elements: 10_000, depth: 1_000 };

describe('measureMarkup', () => {
  it('counts elements and the deepest nesting, void and implied end tags closing as in browsers', () => {
    const html = '<div><p>one<p>two <br><img src=x><b>bold</b></div><ul><li>a<li>b</ul>';
    expect(measureMarkup(html, roomy)).toEqual({
      characters: html.length,
      elements: 9,
      depth: 3,
      tooLarge: false,
    });
  });

  it('stops at the depth limit, so that 100,000 nested elements are no work', () => {
    const depth = 100_000;
    const size = measureMarkup(`${'<div>'.repeat(depth)}x${'</div>'.repeat(depth)}`, {
      ...roomy,
      characters: 2_000_000,
    });
    expect(size).toMatchObject({ depth: roomy.depth + 1, tooLarge: true });
  });

  it('stops at the element limit', () => {
    const size = measureMarkup('<p>x</p>'.repeat(20_000), roomy);
    expect(size).toMatchObject({ elements: roomy.elements + 1, depth: 1, tooLarge: true });
  });

  it('reads nothing past the length limit', () => {
    const size = measureMarkup('<p>x</p>'.repeat(10), { ...roomy, characters: 20 });
    expect(size).toEqual({ characters: 80, elements: 0, depth: 0, tooLarge: true });
  });
});
