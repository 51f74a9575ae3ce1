import { createRoot } from 'react-dom/client';
import { completeRedirectSignIn, readSession } from '@mail/auth';
import { configureGoogleClient } from '@mail/gmail-client';
import { App } from './app/app';
import { loadRuntimeConfig } from './app/runtime-config';
import { StartupFailure } from './app/startup-failure';
import { keepAppFilesOfflineAfterFirstRows } from './features/offline/keep-app-files-offline';
import { registerRemotesFromConfig } from '@mail/federation';
import './app/global.css';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    registerRemotesFromConfig(config);
    configureGoogleClient(config.api);
    completeRedirectSignIn();
    readSession();
    root.render(<App config={config} />);
    // Not under the dev servers: their files change on every save.
    if (process.env.NODE_ENV === 'production') keepAppFilesOfflineAfterFirstRows();
  } catch (error) {
    console.error('Start-up failed', error);
    root.render(<StartupFailure error={error} />);
  }
}

void start();
