import { withSignature } from './signed-draft';

const QUOTE = '<br><br><div class="mail-quote"><div>On Monday, Ann wrote:</div></div>';

describe('withSignature', () => {
  it('a new message: a line to write on, then "-- " and the signature', () => {
    expect(withSignature('', '<b>Demo</b>', 'new')).toBe(
      '<p></p><div class="gmail_signature"><p>-- </p><b>Demo</b></div>',
    );
  });

  it.each(['reply', 'replyAll', 'forward'] as const)(
    '%s: the signature above the quote, without the "--" line',
    (mode) => {
      const html = withSignature(QUOTE, '<b>Demo</b>', mode);
      expect(html).toBe(`<p></p><div class="gmail_signature"><b>Demo</b></div>${QUOTE}`);
      expect(html.indexOf('Demo')).toBeLessThan(html.indexOf('mail-quote'));
    },
  );

  it('cleans the signature as a quote is cleaned: no script, no handler, no remote image', () => {
    const html = withSignature(
      '',
      '<img src="https://tracker.example/p.gif" onerror="alert(1)">Hi<script>alert(2)</script>',
      'new',
    );
    expect(html).toContain('Hi');
    expect(html).not.toMatch(/script|onerror|tracker\.example/);
  });

  it('no signature (none set, or the call failed) leaves the body as it was', () => {
    expect(withSignature(QUOTE, '', 'reply')).toBe(QUOTE);
    expect(withSignature('', '  ', 'new')).toBe('');
  });
});
