import { LINK_REFUSED_MESSAGE, LINK_REQUIRED_MESSAGE, linkTarget } from './link-target';

describe('linkTarget', () => {
  it.each([
    ['https://example.com/a?b=c#d', 'https://example.com/a?b=c#d'],
    ['HTTP://Example.com', 'HTTP://Example.com'],
    ['  http://example.com  ', 'http://example.com'],
    ['mailto:ann@example.com?subject=Hi', 'mailto:ann@example.com?subject=Hi'],
    ['example.com/path', 'https://example.com/path'],
    ['localhost:8080/x', 'https://localhost:8080/x'],
    ['ann@example.com', 'mailto:ann@example.com'],
  ])('%s links to %s', (typed, href) => {
    expect(linkTarget(typed)).toEqual({ href });
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'ftp://example.com',
    'two words',
  ])('%s is refused with a message', (typed) => {
    expect(linkTarget(typed)).toEqual({ error: LINK_REFUSED_MESSAGE });
  });

  it('nothing typed asks for an address', () => {
    expect(linkTarget('   ')).toEqual({ error: LINK_REQUIRED_MESSAGE });
  });
});
