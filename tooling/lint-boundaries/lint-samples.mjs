// Lints samples with the repo's ESLint config and prints their problems as JSON. The lint-rule test
// runs it as a child process: ESLint loads its flat config with import(), which Jest's module sandbox
// does not allow.
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';

/** stdin: [{ filePath, code? }]; a sample without code is the file itself. */
const samples = JSON.parse(readFileSync(0, 'utf8'));
const eslint = new ESLint({ ignore: false });
const problems = [];
for (const { filePath, code } of samples) {
  const [result] =
    code === undefined
      ? await eslint.lintFiles([filePath])
      : await eslint.lintText(code, { filePath });
  problems.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(problems));
