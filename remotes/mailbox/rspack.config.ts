import { createAppConfig } from '@mail/rspack-config';

export default createAppConfig({
  dirname: __dirname,
  name: 'mailbox',
  port: 3001,
  exposes: {
    './Mailbox': './src/exposes/mailbox.tsx',
  },
});
