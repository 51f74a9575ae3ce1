import { srcsetUrls, urlKind } from './url-kind';

describe('urlKind', () => {
  it.each([
    ['https://example.com/a', 'web'],
    [' HTTP://example.com', 'web'],
    ['x.png', 'relative'],
    ['//example.com/x.png', 'relative'],
    ['\\\\example.com\\x.png', 'relative'],
    ['#section', 'fragment'],
    ['mailto:anna@example.com', 'contact'],
    ['tel:+15550100', 'contact'],
    ['data:image/png;base64,AA', 'data-image'],
    ['data:font/woff2;base64,AA', 'data'],
    ['cid:logo@example', 'cid'],
    ['java\tscript:alert(1)', 'other'],
    ['\u0001javascript:alert(1)', 'other'],
    ['blob:https://app.example/1', 'other'],
    ['', 'other'],
  ])('%j is %s', (url, kind) => {
    expect(urlKind(url)).toBe(kind);
  });
});

describe('srcsetUrls', () => {
  it('splits candidates as the HTML standard does', () => {
    expect(
      srcsetUrls(
        ' a.png 1x, b.png 2x,c.png, data:image/png;base64,A,B= 3x , d.png (x, y) 4x,,e.png,',
      ),
    ).toEqual(['a.png', 'b.png', 'c.png', 'data:image/png;base64,A,B=', 'd.png', 'e.png']);
  });
});
