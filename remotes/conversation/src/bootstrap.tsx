import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './standalone-app';

// Runs this remote on its own dev server, without the shell, for the team that owns it.
createRoot(document.getElementById('root')!).render(<StandaloneApp />);
