import {
  buildMailFrameDocument,
  MAIL_FRAME_SANDBOX,
  mailFrameContentSecurityPolicy,
  sanitizeForReading,
} from './index';

describe('mailFrameContentSecurityPolicy', () => {
  it('allows nothing remote by default', () => {
    expect(mailFrameContentSecurityPolicy({ allowRemoteContent: false })).toBe(
      "default-src 'none'; img-src data: blob:; style-src 'unsafe-inline'; font-src data:; " +
        "form-action 'none'; base-uri 'none'; frame-src 'none'; media-src 'none'",
    );
  });

  it('relaxes only img-src when remote content is allowed', () => {
    expect(mailFrameContentSecurityPolicy({ allowRemoteContent: true })).toBe(
      "default-src 'none'; img-src data: blob: https: http:; style-src 'unsafe-inline'; font-src data:; " +
        "form-action 'none'; base-uri 'none'; frame-src 'none'; media-src 'none'",
    );
  });
});

describe('buildMailFrameDocument', () => {
  const body = sanitizeForReading('<p>Hello <b>there</b></p>', { allowRemoteContent: false }).html;

  it.each([false, true])(
    'puts the CSP first in the head, then charset, referrer and styles (remote allowed: %s)',
    (allowRemoteContent) => {
      const source = buildMailFrameDocument(body, { allowRemoteContent });
      expect(
        source.startsWith('<!doctype html><html><head><meta http-equiv="Content-Security-Policy"'),
      ).toBe(true);
      const frame = new DOMParser().parseFromString(source, 'text/html');
      const head = Array.from(frame.head.children);
      expect(head.map((element) => element.outerHTML.replace(/>[^]*$/, '>'))).toEqual([
        `<meta http-equiv="Content-Security-Policy" content="${mailFrameContentSecurityPolicy({ allowRemoteContent })}">`,
        '<meta charset="utf-8">',
        '<meta name="referrer" content="no-referrer">',
        '<style>',
      ]);
      expect(frame.body.innerHTML).toBe(body);
    },
  );

  it('styles the frame for wide newsletters, blocked images, quotes and bidi text', () => {
    const styles = new DOMParser()
      .parseFromString(buildMailFrameDocument('', { allowRemoteContent: false }), 'text/html')
      .querySelector('style')?.textContent;
    expect(styles).toContain('html{overflow-x:auto;overflow-y:hidden}');
    expect(styles).toContain('img:not([width]){max-width:100%}');
    expect(styles).not.toMatch(/(^|})img\{/);
    expect(styles).toContain('img[data-mail-blocked]{');
    expect(styles).toContain('blockquote{');
    expect(styles).toContain('pre{white-space:pre-wrap}');
    expect(styles).toContain('bdi,[dir]{unicode-bidi:isolate}');
  });
});

describe('MAIL_FRAME_SANDBOX', () => {
  it('lets links open new tabs and the parent read the frame, never run scripts', () => {
    const tokens = MAIL_FRAME_SANDBOX.split(' ');
    expect(tokens.sort()).toEqual([
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
    ]);
    expect(tokens.filter((token) => /scripts|forms|top-navigation|modals/.test(token))).toEqual([]);
  });
});
