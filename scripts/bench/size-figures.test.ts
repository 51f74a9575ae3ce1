import { parseSizeOutput } from './size-figures';

describe('parseSizeOutput', () => {
  it("reads the first screen's bytes and the builds carrying the federation runtime", () => {
    const output = [
      'Module Federation runtime core is built into: shell, mailbox',
      'First screen (shell + mailbox): 149606 bytes gzip = 146.1 KiB; budget 150.0 KiB',
    ].join('\n');
    expect(parseSizeOutput(output)).toMatchObject({
      firstScreenGzipBytes: 149606,
      runtimeCarriers: ['shell', 'mailbox'],
    });
  });

  it('reads "none" as no build, and leaves out what the output does not say', () => {
    expect(parseSizeOutput('runtime core is built into: none')).toMatchObject({
      firstScreenGzipBytes: undefined,
      runtimeCarriers: [],
    });
    expect(parseSizeOutput('').runtimeCarriers).toBeUndefined();
  });
});
