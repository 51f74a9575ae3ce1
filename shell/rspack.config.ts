import { createAppConfig, serveDevRuntimeConfig } from '@mail/rspack-config';

export default createAppConfig({
  dirname: __dirname,
  name: 'shell',
  port: 3000,
  setupDevMiddlewares: serveDevRuntimeConfig,
});
