// The first screen's JavaScript and where the federation runtime is built in, as `pnpm size`
// counts them: its own output is read, so the bench and the budget can never disagree.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../lib/apps';

export interface SizeFigures {
  firstScreenGzipBytes?: number;
  /** The remote entries that carry the shell's code (the federation runtime…) again. */
  runtimeCarriers?: string[];
  /** `pnpm size`'s whole output, for the JSON file. */
  output: string;
}

const FIRST_SCREEN = /First screen \(shell \+ mailbox\): (\d+) bytes gzip/;
const RUNTIME_CARRIERS = /carrying the shell's code again: ([^\n]*)/;

/** Reads the figures out of `pnpm size`'s output (undefined where a line is not there). */
export function parseSizeOutput(output: string): SizeFigures {
  const firstScreen = FIRST_SCREEN.exec(output)?.[1];
  const carriers = RUNTIME_CARRIERS.exec(output)?.[1]?.trim();
  return {
    firstScreenGzipBytes: firstScreen === undefined ? undefined : Number(firstScreen),
    runtimeCarriers:
      carriers === undefined
        ? undefined
        : carriers
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name && name !== 'none'),
    output,
  };
}

/** Runs `pnpm size` on the existing build (it exits non-zero over budget: its figures still count). */
export function measureSize(): Promise<SizeFigures> {
  const tsx = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, 'scripts/size-budget.ts', '--no-build'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', () => resolve(parseSizeOutput(output)));
  });
}
