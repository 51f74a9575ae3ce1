import { createAppConfig } from '@mail/rspack-config';

export default createAppConfig({
  dirname: __dirname,
  name: 'conversation',
  port: 3002,
  exposes: {
    './Conversation': './src/exposes/conversation.tsx',
  },
  workers: { 'markup-size': require.resolve('@mail/mail-html/markup-size.worker') },
});
