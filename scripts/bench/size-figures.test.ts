import { parseSizeOutput } from './size-figures';

describe('parseSizeOutput', () => {
  it("reads the first screen's bytes and the remote entries carrying the shell's code again", () => {
    const output = [
      "Remote entries carrying the shell's code again: calendar, mailbox",
      'First screen (shell + mailbox): 149606 bytes gzip = 146.1 KiB; budget 150.0 KiB',
    ].join('\n');
    expect(parseSizeOutput(output)).toMatchObject({
      firstScreenGzipBytes: 149606,
      runtimeCarriers: ['calendar', 'mailbox'],
    });
  });

  it('reads "none" as no build, and leaves out what the output does not say', () => {
    expect(parseSizeOutput("Remote entries carrying the shell's code again: none")).toMatchObject({
      firstScreenGzipBytes: undefined,
      runtimeCarriers: [],
    });
    expect(parseSizeOutput('').runtimeCarriers).toBeUndefined();
  });
});
