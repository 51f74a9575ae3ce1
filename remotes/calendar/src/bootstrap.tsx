import { createRoot } from 'react-dom/client';
import { configureGoogleClient } from '@mail/gmail-client';
import { StandaloneApp } from './standalone-app';

// Runs this remote on its own dev server, without the shell, for the team that owns it: against the
// local stand-in (?api=<origin> to point elsewhere).
const api = new URLSearchParams(window.location.search).get('api') ?? 'http://localhost:3100';
configureGoogleClient({ gmail: api, calendar: api, userinfo: api, oauth: api });

createRoot(document.getElementById('root')!).render(<StandaloneApp />);
