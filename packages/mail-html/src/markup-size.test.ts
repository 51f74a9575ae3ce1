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

  it('finds where to cut past a length: at the next token, with the elements open there', () => {
    const html =
      '<div><table><tr><td>first</td></tr><tr><td>second &amp; last</td></tr></table></div>';
    const cutAfter = html.indexOf('second') - 2;
    expect(measureMarkup(html, roomy, cutAfter).cut).toEqual({
      end: html.indexOf('second'),
      // htmlparser2 opens no tbody: the browser's parser closes the one it adds itself.
      open: ['div', 'table', 'tr', 'td'],
    });
    expect(measureMarkup(html, roomy, html.length).cut).toBeUndefined();
  });

  it('never cuts inside a style: its content is one token', () => {
    const css = `p { color: red; }\n`.repeat(100);
    const html = `<p>a</p><style>${css}</style><p>b</p>`;
    const { cut } = measureMarkup(html, roomy, html.indexOf(css) + css.length / 2);
    expect(cut).toEqual({ end: html.indexOf('</style>'), open: ['style'] });
  });
});
