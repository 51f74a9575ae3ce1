import { createAppConfig } from '@mail/rspack-config';

export default createAppConfig({
  dirname: __dirname,
  name: 'compose',
  port: 3003,
  exposes: {
    './ComposePopup': './src/exposes/compose-popup.tsx',
    './ReplyEditor': './src/exposes/reply-editor.tsx',
  },
});
