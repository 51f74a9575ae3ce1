import { useEffect, useState } from 'react';
import { getAccessToken, readSession, storeToken, useSession, type TokenGrant } from '@mail/auth';
import type { ApiOrigins } from '@mail/contracts';
import { configureGoogleClient } from '@mail/gmail-client';
import Mailbox from './exposes/mailbox';

/** The local Google stand-in (`pnpm emulator`): this page runs without the shell. */
const LOCAL_STAND_IN = 'http://localhost:3100';
const LOCAL_ORIGINS: ApiOrigins = {
  gmail: LOCAL_STAND_IN,
  calendar: LOCAL_STAND_IN,
  userinfo: LOCAL_STAND_IN,
  oauth: LOCAL_STAND_IN,
};

// Without the shell, this page sets up the page-wide client itself.
configureGoogleClient(LOCAL_ORIGINS);
readSession();

/** A token for the stand-in's demo user, from its test endpoint (the stand-in only, never Google). */
async function fetchDemoToken(): Promise<TokenGrant> {
  const response = await fetch(`${LOCAL_STAND_IN}/__emulator/token`, { method: 'POST' });
  if (!response.ok) throw new Error(`The stand-in answered ${response.status}`);
  return (await response.json()) as TokenGrant;
}

export function StandaloneApp() {
  const session = useSession();
  const [problem, setProblem] = useState('');

  useEffect(() => {
    if (getAccessToken()) return;
    fetchDemoToken().then(storeToken, (error: unknown) =>
      setProblem(
        `No token from the local stand-in at ${LOCAL_STAND_IN} (${String(error)}). ` +
          'Start it with `pnpm emulator` and reload.',
      ),
    );
  }, [session.status]);

  if (problem) return <p role="alert">{problem}</p>;
  if (session.status !== 'signed-in') return <p>Signing in to the local stand-in…</p>;
  return (
    <Mailbox onOpenThread={(threadId, messageId) => console.info('open', threadId, messageId)} />
  );
}
