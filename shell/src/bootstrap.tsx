import { createRoot } from 'react-dom/client';
import { RuntimeConfigError } from '@mail/contracts';
import { readSession } from '@mail/auth';
import { configureGoogleClient } from '@mail/gmail-client';
import { App } from './app/app';
import { loadRuntimeConfig } from './app/runtime-config';
import { FailureScreen } from './app/failure-screen';
import { keepAppFilesOfflineAfterFirstRows } from './features/offline/keep-app-files-offline';
import {
  loadRemoteComponent,
  loadRemoteFunction,
  registerRemotesFromConfig,
} from '@mail/federation';
import './app/global.css';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    registerRemotesFromConfig(config);
    const gmail = configureGoogleClient(config.api);
    // A sign-in that left the page (its popup blocked) returns with its answer in the address; the
    // code that reads it loads only then. Failing to load, it leaves the answer for a reload.
    if (location.hash) {
      const { completeRedirectSignIn } = await import('@mail/auth/redirect-sign-in');
      await completeRedirectSignIn();
    }
    // Opening on the mailbox, its code and its first list start now, not when React mounts its slot
    // (the slot and the list then find them on their way).
    if (readSession().status === 'signed-in' && location.pathname === '/') {
      if (!location.search) gmail.prefetchFirstScreen();
      // Only the mailbox knows which list a URL shows; failing, this costs only the early start.
      loadRemoteFunction('mailbox/FirstScreenList')
        .then((start) => start(Object.fromEntries(new URLSearchParams(location.search))))
        .catch(() => undefined);
      loadRemoteComponent('mailbox/Mailbox').catch(() => undefined); // the slot reports failures
    }
    root.render(<App config={config} />);
    // Not under the dev servers: their files change on every save.
    if (process.env.NODE_ENV === 'production') keepAppFilesOfflineAfterFirstRows();
  } catch (error) {
    console.error('Start-up failed', error);
    root.render(
      <FailureScreen
        title="The app could not start"
        detail={
          error instanceof RuntimeConfigError
            ? `Its configuration could not be read: ${error.message}.`
            : `${error instanceof Error ? error.message : String(error)}. Check your connection, then reload.`
        }
        actionLabel="Reload"
        onAction={() => window.location.reload()}
      />,
    );
  }
}

void start();
