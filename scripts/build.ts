import { buildAll } from './lib/build';

// `pnpm build`: every app in production mode, each into its own dist/.
buildAll().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
