import { createAppConfig, serveDevRuntimeConfig } from '@mail/rspack-config';

export default createAppConfig({
  dirname: __dirname,
  name: 'shell',
  port: 3000,
  serviceWorker: './src/features/offline/service-worker.ts',
  setupDevMiddlewares: serveDevRuntimeConfig,
});
