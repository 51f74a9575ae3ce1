import ComposePopup from './exposes/compose-popup';

export function StandaloneApp() {
  return <ComposePopup request={{ mode: 'new' }} onClose={() => console.info('closed')} />;
}
