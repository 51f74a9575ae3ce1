import { tokenizeCss } from './css-tokenizer';

const kinds = (css: string) =>
  tokenizeCss(css)
    .filter((token) => token.kind !== 'whitespace')
    .map(({ kind, value, closed }) => [kind, value, closed]);

describe('tokenizeCss', () => {
  it('gives back its source, token by token', () => {
    const css = 'a{b:url( x );c:"d\\"e" /* f */ 1.5e3px #g @h \\75rl(i) -->}<!--';
    expect(
      tokenizeCss(css)
        .map((token) => token.text)
        .join(''),
    ).toBe(css);
  });

  it('reads url() the way browsers do', () => {
    expect(kinds('url( https://a/b.png )')).toEqual([['url', 'https://a/b.png', true]]);
    expect(kinds('URL("https://a")')).toEqual([
      ['function', 'url', true],
      ['string', 'https://a', true],
      [')', '', true],
    ]);
    expect(kinds('\\75 rl(https://a)')).toEqual([['url', 'https://a', true]]);
    // A bad url() swallows everything, `;` and `}` included, up to the next `)`.
    expect(kinds('url(a"b;}c{d:url(https://e))x')).toEqual([
      ['url', 'a', false],
      [')', '', true],
      ['ident', 'x', true],
    ]);
    // What it held before it went bad is its address, escapes decoded (the filter counts it blocked).
    expect(kinds('url( https://a/\\62 c d)')).toEqual([['url', 'https://a/bc', false]]);
  });

  it('ends a string at a newline, and continues it after a backslash-newline', () => {
    expect(kinds('"a\nb"')).toEqual([
      ['string', 'a', false],
      ['ident', 'b', true],
      ['string', '', false],
    ]);
    expect(kinds('"a\\\nb"')).toEqual([['string', 'ab', true]]);
  });

  it('decodes escapes in names and strings, and keeps comments whole', () => {
    expect(kinds('@\\69mport "\\68ttp://x" /* a */ 1url(')).toEqual([
      ['at-keyword', 'import', true],
      ['string', 'http://x', true],
      ['comment', '', true],
      ['other', '', true],
      ['(', '', true],
    ]);
    expect(kinds('/* open')).toEqual([['comment', '', false]]);
  });
});
