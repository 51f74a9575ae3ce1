import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';

export interface WatchedRun {
  /** The command exited with status 0. */
  ok: boolean;
  /** It was still running `graceMs` after writing its results, and was stopped. */
  hung: boolean;
}

export interface ExitWatch {
  /** The file the command writes when its work is done (jest's `--outputFile`, written after the last test). */
  resultsFile: string;
  /** How long the command may take to exit once that file exists. */
  graceMs: number;
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Where its output goes instead of this process's, for a run beside others that print. */
  logFile?: string;
}

const POLL_MS = 200;

/**
 * Runs a command that writes a results file when its work is done, and stops it if it is still
 * running `graceMs` later: a jest run that does not end once its tests have (a timer, socket or
 * request a test left behind) would otherwise hold the whole test command until CI gives up.
 */
export function runWatchingExit(
  command: string,
  args: string[],
  watch: ExitWatch,
): Promise<WatchedRun> {
  return new Promise((resolve) => {
    const log = watch.logFile === undefined ? undefined : openSync(watch.logFile, 'w');
    const child = spawn(command, args, {
      cwd: watch.cwd,
      stdio: log === undefined ? 'inherit' : ['ignore', log, log],
      env: { ...process.env, ...watch.env },
    });
    if (log !== undefined) closeSync(log);
    let hung = false;
    let deadline: NodeJS.Timeout | undefined;
    const poll = setInterval(() => {
      if (deadline || !existsSync(watch.resultsFile)) return;
      deadline = setTimeout(() => {
        hung = true;
        child.kill('SIGKILL');
      }, watch.graceMs);
    }, POLL_MS);
    const finish = (ok: boolean) => {
      clearInterval(poll);
      clearTimeout(deadline);
      resolve({ ok: ok && !hung, hung });
    };
    child.on('error', (error) => {
      console.error(error.message);
      finish(false);
    });
    child.on('exit', (code) => finish(code === 0));
  });
}
