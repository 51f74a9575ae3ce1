import { isSenderAuthenticated } from './sender-authentication';

const results = (...values: string[]) =>
  values.map((value) => ({ name: 'Authentication-Results', value }));

/** Gmail's header for mail from example.com that passed DKIM, SPF and DMARC. */
const GMAIL_PASS =
  'mx.google.com;\r\n       dkim=pass header.i=@example.com header.s=20230601 header.b=Xy1zAbCd;\r\n' +
  '       spf=pass (google.com: domain of ann@example.com designates 192.0.2.10 as permitted sender) ' +
  'smtp.mailfrom=ann@example.com;\r\n       dmarc=pass (p=NONE sp=NONE dis=NONE) header.from=example.com';

describe('whether Gmail authenticated the sender', () => {
  it("accepts Gmail's pass for the From address's domain", () => {
    expect(isSenderAuthenticated(results(GMAIL_PASS), 'ann@example.com')).toBe(true);
    expect(isSenderAuthenticated(results(GMAIL_PASS), 'Ann@Example.COM')).toBe(true);
  });

  it('accepts any one aligned pass: DKIM of a parent domain, SPF alone, DMARC alone', () => {
    const dkimOnly = 'mx.google.com; dkim=pass header.i=@example.com; spf=none; dmarc=none';
    expect(isSenderAuthenticated(results(dkimOnly), 'news@mail.example.com')).toBe(true);
    const spfOnly = 'mx.google.com; dkim=none; spf=pass smtp.mailfrom=bounce@example.com';
    expect(isSenderAuthenticated(results(spfOnly), 'ann@example.com')).toBe(true);
    const dmarcOnly = 'mx.google.com; dmarc=pass (p=REJECT) header.from=example.com';
    expect(isSenderAuthenticated(results(dmarcOnly), 'ann@example.com')).toBe(true);
  });

  it('refuses a pass for another domain than the From address claims', () => {
    const otherDomain =
      'mx.google.com; dkim=pass header.i=@attacker.example; spf=pass smtp.mailfrom=x@attacker.example; dmarc=fail header.from=example.com';
    expect(isSenderAuthenticated(results(otherDomain), 'ceo@example.com')).toBe(false);
    const lookalike = 'mx.google.com; dkim=pass header.i=@example.com.attacker.example';
    expect(isSenderAuthenticated(results(lookalike), 'ceo@example.com')).toBe(false);
  });

  it('refuses fail, softfail, none and neutral results, and mail without the header', () => {
    const failed =
      'mx.google.com; dkim=fail header.i=@example.com; spf=softfail smtp.mailfrom=ann@example.com; dmarc=fail header.from=example.com';
    expect(isSenderAuthenticated(results(failed), 'ann@example.com')).toBe(false);
    expect(isSenderAuthenticated(results('mx.google.com; none'), 'ann@example.com')).toBe(false);
    expect(isSenderAuthenticated([], 'ann@example.com')).toBe(false);
    expect(isSenderAuthenticated(undefined, 'ann@example.com')).toBe(false);
  });

  it("counts only the first header of Google's authserv-id: a sender can add more below it", () => {
    const forgedBelow = results(
      'mx.google.com; dkim=none; spf=fail smtp.mailfrom=x@attacker.example; dmarc=fail header.from=example.com',
      GMAIL_PASS,
    );
    expect(isSenderAuthenticated(forgedBelow, 'ann@example.com')).toBe(false);
    const othersFirst = results('relay.example.org; dkim=pass header.i=@example.com', GMAIL_PASS);
    expect(isSenderAuthenticated(othersFirst, 'ann@example.com')).toBe(true);
    const othersOnly = results('mx.attacker.example; dkim=pass header.i=@example.com');
    expect(isSenderAuthenticated(othersOnly, 'ann@example.com')).toBe(false);
  });

  it('reads a pass hidden in a comment as the comment it is', () => {
    const inComment = 'mx.google.com; dkim=none (dkim=pass header.i=@example.com)';
    expect(isSenderAuthenticated(results(inComment), 'ann@example.com')).toBe(false);
  });

  it('refuses a From without an address', () => {
    expect(isSenderAuthenticated(results(GMAIL_PASS), '')).toBe(false);
  });
});
