import { buildAll, isBuilt } from '../../scripts/lib/build';

// Browser tests run against production builds. `pnpm test` builds first; a lone `pnpm test:e2e`
// builds only when something is missing (E2E_REBUILD=1 forces it).
export default async function globalSetup() {
  if (process.env.E2E_REBUILD === '1' || !isBuilt()) {
    await buildAll({ quiet: true });
  }
}
