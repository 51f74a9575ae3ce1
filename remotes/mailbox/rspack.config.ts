import { createAppConfig } from '@mail/rspack-config';

/**
 * What ./FirstScreenList imports goes into its chunk (named as the federation plugin names it), which
 * ./Mailbox loads as well: too small for the default split, it was copied into both (1.2 KiB gzip
 * more on the first screen). ./Mailbox's own module, a few lines, goes there too: in a chunk of its
 * own it cost one more request and integrity hash (0.2 KiB).
 */
const FIRST_SCREEN_LIST_MODULES =
  /[\\/]src[\\/](lib[\\/]mailbox-(views|location|navigation)\.ts|exposes[\\/]mailbox\.tsx)$/;

export default createAppConfig({
  dirname: __dirname,
  name: 'mailbox',
  port: 3001,
  exposes: {
    './Mailbox': './src/exposes/mailbox.tsx',
    './FirstScreenList': './src/exposes/first-screen-list.ts',
  },
  chunkGroups: {
    firstScreenList: {
      test: FIRST_SCREEN_LIST_MODULES,
      name: '__federation_expose_FirstScreenList',
      chunks: 'async',
      enforce: true,
    },
  },
});
