import path from 'node:path';
import { CliUsageError, parseCliArgs, USAGE } from './cli-args';
import { CONTROL_SECRET_FILE, CONTROL_SECRET_HEADER, startEmulator } from './index';

async function main(): Promise<void> {
  let command;
  try {
    command = parseCliArgs(process.argv.slice(2), path.resolve(__dirname, '../.data'));
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (command.help) {
    console.log(USAGE);
    return;
  }
  const emulator = await startEmulator(command.options);
  console.log(`Google API emulator listening on ${emulator.origin}`);
  console.log(
    `  mailbox: ${command.options.dataDir}${command.options.reset ? ' (reset to seed)' : ''}`,
  );
  console.log(
    `  sign-in: ${emulator.origin}/o/oauth2/v2/auth   control: ${emulator.origin}/__emulator/…`,
  );
  // The secret itself stays off the terminal (and out of logs): the file is readable by us only.
  const secretFile = path.join(command.options.dataDir ?? '', CONTROL_SECRET_FILE);
  console.log(`  control calls need the ${CONTROL_SECRET_HEADER} header; it is in ${secretFile}`);

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: saving and stopping…`);
    emulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
