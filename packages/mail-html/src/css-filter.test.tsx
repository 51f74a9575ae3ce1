import { filterStyleAttribute, filterStylesheet, filterSvgAttributeValue } from './css-filter';

const BLOCK = { remoteImages: false };
const ALLOW = { remoteImages: true };

describe('filterStyleAttribute', () => {
  it.each([
    [
      'a data: URL, whose ; is inside url()',
      'background:url(data:image/png;base64,AAA=);color:red',
      0,
    ],
    ['a local reference', 'filter:url(#shadow)', 0],
    ['strings with escapes where no URL can be', 'font-family:"\\5FAE\\8F6F\\96C5\\9ED1",Arial', 0],
    ['custom properties', '--brand:#c00;color:var(--brand)', 0],
    ['widths in viewport units, which the frame does not size to', 'width:100vw;max-width:90vi', 0],
  ])('keeps %s', (_what, style, blockedCount) => {
    expect(filterStyleAttribute(style, BLOCK)).toEqual({ css: style, blockedCount });
  });

  it.each([
    ['url() with a remote URL', 'background:url(https://t.example/a.png)', 1],
    ['a quoted url()', 'background:URL( "https://t.example/a.png" )', 1],
    ['an escaped url', 'background:\\75\\72\\6c(https://t.example/a.png)', 1],
    ['an escaped property', 'b\\61ckground:url(data:image/png,)', 0],
    ['an escape in a URL string', 'background:url("https\\3a //t.example/a.png")', 1],
    ['a comment between tokens', 'background:/**/url(https://t.example/a.png)', 1],
    ['a bad url(), which swallows up to the next )', 'background:url(a"b;color:red)', 1],
    ['a string a newline ends', 'font-family:"Arial\n', 0],
    ['image()', 'background:image("https://t.example/a.png")', 1],
    ['cross-fade()', 'background:cross-fade(url(https://t.example/a.png), red)', 1],
    ['behavior', 'behavior:url(#default#time2)', 0],
    ['expression()', 'width:expression(alert(1))', 0],
    ['markup', 'font-family:"</style><img src=x>"', 0],
    ['a nested block', '--x:{a:b}', 0],
    ['a height in viewport units, which grows the frame without end', 'height:150vh', 0],
    ['viewport units inside calc()', 'min-height:calc(1.5E2dvh + 2px)', 0],
    ['vmax', 'font-size:10vmax', 0],
  ])('drops %s', (_what, style, blockedCount) => {
    expect(filterStyleAttribute(`${style};color:red`, BLOCK)).toEqual({
      css: 'color:red',
      blockedCount,
    });
  });

  it('lets remote background images through when allowed, and nothing else', () => {
    const style =
      'background:url(https://t.example/a.png);background-image:url(http://t.example/b.png);' +
      'list-style-image:url(https://t.example/c.png);cursor:url(https://t.example/d.cur),auto;' +
      'border-image:url(https://t.example/e.png) 30';
    expect(filterStyleAttribute(style, ALLOW)).toEqual({
      css: 'background:url(https://t.example/a.png);background-image:url(http://t.example/b.png)',
      blockedCount: 3,
    });
  });

  it('keeps only plain properties and colour functions when asked', () => {
    const policy = { remoteImages: false, plainProperties: new Set(['color', 'font-size']) };
    expect(
      filterStyleAttribute('color:hsl(0 50% 50%);font-size:calc(100vh);position:fixed', policy),
    ).toEqual({ css: 'color:hsl(0 50% 50%)', blockedCount: 0 });
  });
});

describe('filterStylesheet', () => {
  it('keeps rules, drops comments and the HTML comment markers around old CSS', () => {
    expect(
      filterStylesheet(
        '<!--\n/* reset */ p { margin:0 } /* end */\n.a:hover{color:red;}\n-->',
        BLOCK,
      ),
    ).toEqual({ css: 'p{margin:0}\n.a:hover{color:red}', blockedCount: 0 });
  });

  it('filters inside @media, @supports and @keyframes and drops unknown at-rules', () => {
    const css =
      '@charset "utf-8"; @namespace url(http://www.w3.org/1999/xhtml);' +
      '@media screen and (max-width:600px){.a{width:100%!important;background:url(https://t.example/m.png)}}' +
      '@supports (display:grid){.g{display:grid}} @keyframes k{from{opacity:0}to{opacity:1}}' +
      '@property --x{syntax:"<url>";inherits:false;initial-value:url(https://t.example/p.png)}';
    expect(filterStylesheet(css, BLOCK)).toEqual({
      css:
        '@media screen and (max-width:600px){.a{width:100%!important}}\n' +
        '@supports (display:grid){.g{display:grid}}\n@keyframes k{from{opacity:0}\nto{opacity:1}}',
      blockedCount: 1,
    });
  });

  it('drops every @import, and @font-face sources that are remote even when remote content is allowed', () => {
    const css =
      '@import url(data:text/css,p{}); @\\69mport "https://t.example/a.css";' +
      '@font-face{font-family:A;src:url(https://t.example/a.woff2)}@font-face{font-family:B;src:url(data:font/woff2;base64,AA)}';
    expect(filterStylesheet(css, ALLOW)).toEqual({
      css: '@font-face{font-family:B;src:url(data:font/woff2;base64,AA)}',
      blockedCount: 3,
    });
  });

  it('cannot be talked out of a rule by unbalanced brackets or unclosed comments', () => {
    expect(
      filterStylesheet('.a{color:red /* }\n.b{background:url(https://t.example/x.png)}', BLOCK),
    ).toEqual({
      css: '.a{color:red}',
      blockedCount: 0,
    });
    expect(filterStylesheet('.a{x:( ] ; background:url(https://t.example/x.png)}', BLOCK).css).toBe(
      '',
    );
  });

  it('drops deeply nested at-rules instead of recursing without end', () => {
    const css = `${'@media screen{'.repeat(50_000)}.a{color:red}`;
    expect(filterStylesheet(css, BLOCK)).toEqual({ css: '', blockedCount: 0 });
  });

  it('changes nothing the second time', () => {
    const css =
      '/*x*/ @media print { .a , .b > c { color : red ; background : url( data:image/png,x ) } }\n' +
      'td[class="x"]{font:12px/1.5 "Segoe UI";margin:0 auto!important}';
    const once = filterStylesheet(css, BLOCK).css;
    expect(filterStylesheet(once, BLOCK).css).toBe(once);
  });
});

describe('filterSvgAttributeValue', () => {
  it('allows local references only', () => {
    expect(filterSvgAttributeValue('url(#gradient)')).toEqual({ keep: true, blockedCount: 0 });
    expect(filterSvgAttributeValue('rotate(45 10 10)')).toEqual({ keep: true, blockedCount: 0 });
    expect(filterSvgAttributeValue('url(https://t.example/f.svg#f)')).toEqual({
      keep: false,
      blockedCount: 1,
    });
    expect(filterSvgAttributeValue('url(data:image/svg+xml,x)')).toEqual({
      keep: false,
      blockedCount: 0,
    });
    expect(filterSvgAttributeValue('\\75rl(https://t.example/f.svg#f)')).toEqual({
      keep: false,
      blockedCount: 1,
    });
  });
});
